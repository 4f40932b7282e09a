import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, redirects } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { findRedirect } from '@/lib/redirects/queries';
import { BASIC } from '../helpers/api';

// SPEC 2.7: "A redirect lookup by path runs on every navigation. An external redirect is followed by a full page load."
const app = createApiApp();
const PREFIX = '/__redirects-test';
const ids: number[] = [];
let demoId: number;

const lookup = (query: string, locale = 'ru', headers: Record<string, string> = {}) =>
  app.request(`/api/front/${locale}/v1/redirect?${query}`, { headers: { authorization: BASIC, ...headers } });

describe('GET /front/v1/redirect', () => {
  beforeAll(async () => {
    await seedDemoData();
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    demoId = demo.id;
    const rows = await getDb()
      .insert(redirects)
      .values([
        { companyId: demoId, fromPath: `${PREFIX}/old-prices`, toUrl: '/materials/price-list' },
        { companyId: demoId, fromPath: `${PREFIX}/partner`, toUrl: 'https://partner.example/clinic' },
        { companyId: demoId, fromPath: `${PREFIX}/shared`, toUrl: '/about' },
        { companyId: null, fromPath: `${PREFIX}/shared`, toUrl: '/platform-wide' },
        { companyId: null, fromPath: `${PREFIX}/only-platform`, toUrl: '/clinics' },
      ])
      .returning({ id: redirects.id });
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(async () => {
    if (ids.length > 0) await getDb().delete(redirects).where(inArray(redirects.id, ids));
    await closeDb();
  });

  it('answers 401 without Basic authorization', async () => {
    const res = await app.request(`/api/front/ru/v1/redirect?company=DEMO&path=${PREFIX}/old-prices`);
    expect(res.status).toBe(401);
  });

  it('an internal redirect answers { data: { to, external: false } } under /l/{slug} with the locale prefix', async () => {
    const res = await lookup(`company=DEMO&path=${PREFIX}/old-prices`, 'kk');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { to: '/kk/l/demo-clinic/materials/price-list', external: false, status: 308 } });
  });

  it('on the company own host the target is root-relative', async () => {
    const res = await lookup(`company=DEMO&path=${PREFIX}/old-prices`, 'ru', { 'x-external-domain': 'demo-clinic.localhost' });
    expect((await res.json()).data).toEqual({ to: '/materials/price-list', external: false, status: 308 });
  });

  it('SPEC 2.7: an absolute URL is external on the company own host; on the platform host it goes through the leaving page (issue 27)', async () => {
    const own = await lookup(`company=DEMO&path=${encodeURIComponent(`${PREFIX}/partner`)}`, 'ru', { 'x-external-domain': 'demo-clinic.localhost' });
    expect((await own.json()).data).toEqual({ to: 'https://partner.example/clinic', external: true, status: 308 });
    const platform = await lookup(`company=DEMO&path=${encodeURIComponent(`${PREFIX}/partner`)}`, 'kk');
    expect((await platform.json()).data).toEqual({ to: `/kk/leaving?site=demo-clinic&from=${encodeURIComponent(`${PREFIX}/partner`)}`, external: false, status: 308 });
  });

  it('matches with a trailing slash and a query string', async () => {
    const res = await lookup(`company=DEMO&path=${encodeURIComponent(`${PREFIX}/old-prices/?utm=1`)}`);
    expect((await res.json()).data.to).toBe('/l/demo-clinic/materials/price-list');
  });

  it("the company's own redirect wins over a platform-wide one; the platform-wide one applies otherwise", async () => {
    expect((await (await lookup(`company=DEMO&path=${PREFIX}/shared`)).json()).data.to).toBe('/l/demo-clinic/about');
    expect((await (await lookup(`company=DEMO&path=${PREFIX}/only-platform`)).json()).data.to).toBe('/l/demo-clinic/clinics');
    expect((await (await lookup(`path=${PREFIX}/shared`, 'en')).json()).data).toEqual({ to: '/en/platform-wide', external: false, status: 308 });
  });

  it("another company's redirects do not apply", async () => {
    const res = await lookup(`company=FAMILY&path=${PREFIX}/old-prices`);
    expect(res.status).toBe(404);
  });

  it('answers 404 JSON for a path without a redirect, and for an unknown company', async () => {
    const none = await lookup(`company=DEMO&path=${PREFIX}/nothing-here`);
    expect(none.status).toBe(404);
    expect((await none.json()).error.code).toBe('redirect_not_found');
    const unknown = await lookup(`company=NO-SUCH&path=${PREFIX}/old-prices`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('company_not_found');
  });

  it('answers 400 with field errors for a path without a leading slash, a missing path or one over 2048 characters', async () => {
    for (const query of ['company=DEMO&path=old-prices', 'company=DEMO', `company=DEMO&path=/${'a'.repeat(2048)}`]) {
      const res = await lookup(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.fields.path, query).toBeTruthy();
    }
  });

  it('accepts a path of exactly 2048 characters', async () => {
    const res = await lookup(`company=DEMO&path=/${'a'.repeat(2047)}`);
    expect(res.status).toBe(404);
  });

  it('findRedirect(null, path) sees only platform-wide redirects', async () => {
    expect(await findRedirect(null, `${PREFIX}/old-prices`)).toBeNull();
    expect(await findRedirect(null, `${PREFIX}/shared`)).toMatchObject({ toUrl: '/platform-wide', companyId: null });
    expect(await findRedirect(demoId, `${PREFIX}/shared`)).toMatchObject({ toUrl: '/about', companyId: demoId });
  });
});
