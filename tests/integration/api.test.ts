import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { apiHeaders, BASIC, sessionCookie } from '../helpers/api';

const app = createApiApp();

async function signIn(login: string, password: string) {
  const body = new URLSearchParams({ login, password }).toString();
  return app.request('/api/api-front2/ru/v1/user/authorize', {
    method: 'POST',
    body,
    headers: apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }),
  });
}

describe('HTTP API base (DESIGN "The HTTP API")', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('answers 401 with a JSON error without Basic authorization', async () => {
    const res = await app.request('/api/front/ru/v1/company/demo-clinic');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it('answers 401 with wrong Basic credentials', async () => {
    const res = await app.request('/api/front/ru/v1/company/demo-clinic', { headers: { authorization: `Basic ${Buffer.from('front:wrong').toString('base64')}` } });
    expect(res.status).toBe(401);
  });

  it('GET /front/v1/company/{slug} returns the company record with the SPEC 3 field names', async () => {
    const res = await app.request('/api/front/ru/v1/company/demo-clinic', { headers: { authorization: BASIC } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.COMPANY_CODE).toBe('DEMO');
    expect(data.COMPANY_NAME_KK).toBeTruthy();
    expect(data.FRONT_LANDING_TEMPLATE_ID).toBe('landing');
    expect(data.is_active_online_entry).toBe(true);
    expect(data.DOMAINS).toContain('demo-clinic.localhost');
  });

  it('finds a company by its custom host too', async () => {
    const res = await app.request('/api/front/ru/v1/company/demo-clinic.localhost', { headers: { authorization: BASIC } });
    expect((await res.json()).data.COMPANY_CODE).toBe('DEMO');
  });

  it('answers 404 for an unknown company, a malformed slug and an unknown locale', async () => {
    for (const path of ['/api/front/ru/v1/company/no-such-clinic', '/api/front/ru/v1/company/%3Cscript%3E', '/api/front/de/v1/company/demo-clinic']) {
      const res = await app.request(path, { headers: { authorization: BASIC } });
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBeTruthy();
    }
  });

  it('answers 400 with field errors for a 10 KB slug, never a 500', async () => {
    const res = await app.request(`/api/front/ru/v1/company/${'a'.repeat(10_000)}`, { headers: { authorization: BASIC } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.slug).toBeTruthy();
  });

  it('GET /front/v1/landing/menu/{COMPANY_CODE} returns the built menu with a leading Home entry', async () => {
    const res = await app.request('/api/front/kk/v1/landing/menu/DEMO', { headers: { authorization: BASIC } });
    expect(res.status).toBe(200);
    const { COMPANY_CODE, links } = await res.json();
    expect(COMPANY_CODE).toBe('DEMO');
    expect(links[0]).toMatchObject({ title: 'Басты бет', link: '/kk/l/demo-clinic', slug: '' });
    expect(links.length).toBeGreaterThan(3);
  });

  it('builds root-relative menu links for a caller on the custom host', async () => {
    const res = await app.request('/api/front/ru/v1/landing/menu/DEMO', { headers: { authorization: BASIC, 'x-external-domain': 'demo-clinic.localhost' } });
    const { links } = await res.json();
    expect(links[0].link).toBe('/');
    expect(links.slice(1).every((entry: { link: string }) => !entry.link.startsWith('/l/'))).toBe(true);
  });

  it('refuses a POST without a token and one whose token does not match the body', async () => {
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO' });
    const noToken = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body, headers: { authorization: BASIC, 'content-type': 'application/json' } });
    expect(noToken.status).toBe(403);
    expect((await noToken.json()).error.code).toBe('invalid_token');
    const headers = apiHeaders({ body });
    const tampered = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body: body.replace('DEMO', 'FAMILY'), headers });
    expect(tampered.status).toBe(403);
  });

  it('signs in with the demo business user and refuses a wrong password', async () => {
    expect((await signIn('manager@demo-clinic.kz', 'wrong-password')).status).toBe(400);
    const ok = await signIn('manager@demo-clinic.kz', 'Manager-demo-2026');
    expect(ok.status).toBe(200);
    const me = await app.request('/api/api-front2/ru/v1/user', { headers: { ...apiHeaders(), cookie: sessionCookie(ok) } });
    expect((await me.json()).data.EMAIL).toBe('manager@demo-clinic.kz');
  });

  it('signs in with the phone in any spelling: the one normaliser finds a domestic 8 7xx number (SPEC 3)', async () => {
    for (const login of ['8 701 123 45 67', '+7 (701) 123-45-67', '7011234567']) {
      const res = await signIn(login, 'Patient-demo-2026');
      expect(res.status, login).toBe(200);
      expect((await res.json()).data.EMAIL).toBe('patient@demo-clinic.kz');
    }
    expect((await signIn('8 000', 'Patient-demo-2026')).status).toBe(400);
  });

  it('lets a business user with company.edit rename the company, and refuses a patient', async () => {
    const manager = sessionCookie(await signIn('manager@demo-clinic.kz', 'Manager-demo-2026'));
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', COMPANY_NAME: 'Клиника Демо Мед Плюс' });
    const res = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body, headers: apiHeaders({ body, cookies: [manager] }) });
    expect(res.status).toBe(200);
    const [row] = await getDb().select().from(companies).where(eq(companies.code, 'DEMO'));
    expect(row.name.ru).toBe('Клиника Демо Мед Плюс');
    // Names not sent are kept, and with them the locales the site offers.
    expect(row.name.kk).toBe('Демо Мед клиникасы');
    expect(row.name.en).toBe('Demo Med Clinic');

    const patient = sessionCookie(await signIn('patient@demo-clinic.kz', 'Patient-demo-2026'));
    const refused = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body, headers: apiHeaders({ body, cookies: [patient] }) });
    expect(refused.status).toBe(403);
  });

  it('answers 400 with field errors for bad input to the company edit', async () => {
    const manager = sessionCookie(await signIn('manager@demo-clinic.kz', 'Manager-demo-2026'));
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', EMAIL_FOR_ISSUES: '<script>alert(1)</script>', COMPANY_NAME: 'x'.repeat(1_000_000) });
    const res = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body, headers: apiHeaders({ body, cookies: [manager] }) });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['EMAIL_FOR_ISSUES', 'COMPANY_NAME']));
  });

  it('describes every endpoint in /api/openapi.json', async () => {
    const res = await app.request('/api/openapi.json');
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/front/{locale}/v1/company/{slug}', '/api/front/{locale}/v1/landing/menu/{code}', '/api/api-front2/{locale}/v1/user/authorize']),
    );
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await app.request('/api/front/ru/v1/nothing-here', { headers: { authorization: BASIC } });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});
