import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { openingHoursJsonLd } from '@/lib/seo/site-json-ld';
import { createApiApp } from '@/lib/server/api-app';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { displayPhone } from '@/lib/phone/normalize';
import en from '@/messages/en.json';
import uz from '@/messages/uz.json';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 19, contacts and hours (company.edit) and the home blocks (content.edit): phones stored
 * normalised and shown in their national grouping, hours per weekday into the JSON-LD, bad
 * coordinates and hours refused with field codes, the version check, logos only from uploads.
 */

const app = createApiApp();
const r = (path: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${path}`;
const w = (path: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${path}`;
let owner = '';
let demoId = 0;

const HOURS = {
  mo: { opens: '09:00', closes: '18:00' },
  tu: { opens: '09:00', closes: '18:00' },
  we: { opens: '09:00', closes: '18:00' },
  th: { opens: '09:00', closes: '18:00' },
  fr: { opens: '09:00', closes: '17:00' },
  sa: { opens: '10:00', closes: '14:00' },
  su: null,
};

describe('business contacts, hours and home blocks', () => {
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('stores phones in E.164 and shows them in the national grouping; hours go to the JSON-LD; the save is audited with what changed', async () => {
    const current = await call(app, 'GET', r('/contacts'), { cookie: owner });
    expect(current.status).toBe(200);
    const saved = await call(app, 'PUT', w('/contacts'), {
      cookie: owner,
      body: { version: current.json.data.version, phones: ['8 (727) 355-12-34', '90 123 45 67'], emails: ['Info@Demo-Clinic.kz', 'lab@demo-clinic.kz'], latitude: 43.25, longitude: 76.95, opening_hours: HOURS },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ phones: ['+77273551234', '+998901234567'], phones_display: ['+7 727 355 12 34', '+998 90 123 45 67'], emails: ['info@demo-clinic.kz', 'lab@demo-clinic.kz'], latitude: 43.25, longitude: 76.95, opening_hours: HOURS });
    expect(saved.json.data.version).toBe(current.json.data.version + 1);

    const company = (await findCompanyByCode('DEMO'))!;
    expect(company.phones).toEqual(['+77273551234', '+998901234567']);
    expect(company.email).toBe('info@demo-clinic.kz');
    // What the site prints for a stored phone: never the bare +77273551234.
    expect(company.phones.map(displayPhone)).toEqual(['+7 727 355 12 34', '+998 90 123 45 67']);

    expect(openingHoursJsonLd(company.openingHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' },
    ]);

    const [audit] = await getDb()
      .select({ details: s.auditLog.details })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.action, 'company.contacts')))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(audit.details).toMatchObject({ changes: { phones: { after: ['+77273551234', '+998901234567'] }, latitude: { before: 43.24022, after: 43.25 } } });
  });

  it('refuses bad hours, coordinates, phones and e-mails with field codes in the caller’s language; nothing stored', async () => {
    const before = (await findCompanyByCode('DEMO'))!;
    const refused = await call(app, 'PUT', w('/contacts', 'uz'), {
      cookie: owner,
      body: {
        version: before.version,
        phones: ['12'],
        emails: ['not-an-email'],
        latitude: 91,
        longitude: -181,
        opening_hours: { ...HOURS, mo: { opens: '9:00', closes: '18:00' }, tu: { opens: '18:00', closes: '09:00' }, we: { opens: '25:00', closes: '26:00' } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(uz.BusinessErrors.invalid_input);
    expect(refused.json.error.fields).toMatchObject({
      'phones.0': ['invalid_phone'],
      'emails.0': ['invalid_email'],
      latitude: ['invalid_latitude'],
      longitude: ['invalid_longitude'],
      'opening_hours.mo.opens': ['invalid_time'],
      'opening_hours.tu.closes': ['closes_before_opens'],
      'opening_hours.we.opens': ['invalid_time'],
    });
    expect(uz.BusinessErrors.fields.closes_before_opens).toBeTruthy();
    const missingDay = await call(app, 'PUT', w('/contacts'), { cookie: owner, body: { version: before.version, opening_hours: { mo: null } } });
    expect(missingDay.status).toBe(400);
    expect(Object.keys(missingDay.json.error.fields)).toContain('opening_hours.tu');
    const after = (await findCompanyByCode('DEMO'))!;
    expect(after).toEqual(before);
  });

  it('two saves from one version: the second is 409 edit_conflict with the current contacts and the fields that differ', async () => {
    const { json } = await call(app, 'GET', r('/contacts'), { cookie: owner });
    const colleague = await makeUser('contacts', [{ company: 'DEMO', cabinet: 0, permissions: ['company.edit'] }]);
    const first = await call(app, 'PUT', w('/contacts'), { cookie: owner, body: { version: json.data.version, phones: ['+7 701 555 12 34'] } });
    expect(first.status).toBe(200);
    const second = await call(app, 'PUT', w('/contacts', 'en'), { cookie: colleague.cookie, body: { version: json.data.version, phones: ['+7 702 000 00 00'], emails: json.data.emails } });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe(en.BusinessErrors.edit_conflict);
    expect(second.json.error.conflict).toMatchObject({ version: json.data.version + 1, current: { phones: ['+77015551234'] }, changed: ['phones'] });
    expect((await findCompanyByCode('DEMO'))!.phones).toEqual(['+77015551234']);
  });

  it('a member without company.edit cannot read or save the contacts', async () => {
    const writer = await makeUser('writer', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    expect((await call(app, 'GET', r('/contacts'), { cookie: writer.cookie })).status).toBe(403);
    expect((await call(app, 'PUT', w('/contacts'), { cookie: writer.cookie, body: { version: 1, phones: [] } })).status).toBe(403);
  });

  it('saves the home blocks (content.edit) per locale, versioned', async () => {
    const writer = await makeUser('home', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const { json } = await call(app, 'GET', r('/home'), { cookie: writer.cookie });
    const saved = await call(app, 'PUT', w('/home'), {
      cookie: writer.cookie,
      body: { version: json.data.version, headline: { ru: 'Заботимся о семье', kk: 'Отбасыңызға қамқорлық' }, text: { ru: 'Приём без очередей.' }, highlights: [{ ru: 'Анализы за день', en: 'Tests in a day' }, { ru: 'Детский врач' }] },
    });
    expect(saved.status).toBe(200);
    const company = (await findCompanyByCode('DEMO'))!;
    expect(company.home).toEqual({ headline: { ru: 'Заботимся о семье', kk: 'Отбасыңызға қамқорлық' }, text: { ru: 'Приём без очередей.' }, highlights: [{ ru: 'Анализы за день', en: 'Tests in a day' }, { ru: 'Детский врач' }] });
    const stale = await call(app, 'PUT', w('/home'), { cookie: writer.cookie, body: { version: json.data.version, headline: { ru: 'x' }, text: {}, highlights: [] } });
    expect(stale.status).toBe(409);
  });

  it('logos and favicons only from uploads: a link is refused with upload_only, clearing is allowed', async () => {
    const refused = await call(app, 'POST', '/api/w-front/en/v1/business/user/company', { cookie: owner, body: { COMPANY_CODE: 'DEMO', LOGO: 'https://evil.example/logo.png', FAVICON_LINK: '/x.png' } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toMatchObject({ LOGO: ['upload_only'], FAVICON_LINK: ['upload_only'] });
    expect(refused.json.error.fields.LOGO).toBeTruthy();
    expect((await findCompanyByCode('DEMO'))!.logo).toBe('/demo/demo-clinic/logo.svg');
    const cleared = await call(app, 'POST', '/api/w-front/en/v1/business/user/company', { cookie: owner, body: { COMPANY_CODE: 'DEMO', FAVICON_LINK: null } });
    expect(cleared.status).toBe(200);
    expect((await findCompanyByCode('DEMO'))!.faviconLink).toBeNull();
  });

  it('a settings save is audited with the before and after of what changed', async () => {
    await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: owner, body: { COMPANY_CODE: 'DEMO', COMPANY_NAME_EN: 'Demo Med Clinic 2' } });
    const [audit] = await getDb()
      .select({ details: s.auditLog.details })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.action, 'company.update')))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(audit.details).toMatchObject({ changes: { name: { before: { en: 'Demo Med Clinic' }, after: { en: 'Demo Med Clinic 2' } } } });
  });
});
