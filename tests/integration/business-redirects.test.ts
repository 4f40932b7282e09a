import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, companies, redirects } from '@/lib/db/schema';
import { createCompany } from '@/lib/business/clinic/company/create';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { BASIC } from '../helpers/api';
import { call, makeUser } from '../helpers/business';

// Issue 19 "Redirects": company.edit adds and removes its site's redirects; one that loops or hides
// a live page of the site is refused with the field named in the caller's language.
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const Wkk = '/api/w-business/kk/DEMO/0/business';
let cookie = '';

const add = (from_path: string, to_url: string, base = W, extra: Record<string, unknown> = {}) => call(app, 'POST', `${base}/redirects`, { cookie, body: { from_path, to_url, ...extra } });
const follow = (path: string, headers: Record<string, string> = {}) => app.request(`/api/front/ru/v1/redirect?company=DEMO&path=${encodeURIComponent(path)}`, { headers: { authorization: BASIC, ...headers } });
/** DEMO's own verified domain (the demo data). */
const OWN = { 'x-external-domain': 'demo-clinic.localhost' };

describe('redirects editor API', () => {
  beforeAll(async () => {
    await seedDemoData();
    cookie = (await makeUser('redirects-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['company.edit'] }])).cookie;
  });
  afterAll(closeDb);

  it('adds a redirect, which the site follows at once, and audits it', async () => {
    const res = await add('/editor-old-prices/', '/contacts');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ FROM_PATH: '/editor-old-prices', TO_URL: '/contacts', STATUS: 308 });
    const followed = await follow('/editor-old-prices');
    expect(followed.status).toBe(200);
    expect((await followed.json()).data).toEqual({ to: '/l/demo-clinic/contacts', external: false, status: 308 });
    const external = await add('/editor-partner', 'https://partner.example/clinic');
    expect(external.status).toBe(201);
    expect((await (await follow('/editor-partner', OWN)).json()).data).toEqual({ to: 'https://partner.example/clinic', external: true, status: 308 });
    const list = await call(app, 'GET', `${R}/redirects`, { cookie });
    expect(list.json.data.map((row: { FROM_PATH: string }) => row.FROM_PATH)).toEqual(expect.arrayContaining(['/editor-old-prices', '/editor-partner']));
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, demo.id), eq(auditLog.action, 'redirect.create'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toEqual({ name: '/editor-partner', to: 'https://partner.example/clinic', status: 308 });
  });

  it('refuses loops: to itself, back and forth, and a chain that comes back', async () => {
    expect((await add('/loop-a', '/loop-a')).json.error.fields).toEqual({ to_url: ['redirect_loop'] });
    expect((await add('/loop-a', '/loop-b')).status).toBe(201);
    const back = await add('/loop-b', '/loop-a/', Wkk);
    expect(back.status).toBe(400);
    expect(back.json.error.fields).toEqual({ to_url: ['redirect_loop'] });
    expect((await add('/loop-b', '/loop-c')).status).toBe(201);
    expect((await add('/loop-c', '/loop-a')).json.error.fields).toEqual({ to_url: ['redirect_loop'] });
    expect((await add('/loop-c', '/contacts')).status).toBe(201);
  });

  it('issue 28: a redirect answers 308 (permanent) by default and 307 when the clinic chooses it; any other status is refused', async () => {
    const temporary = await add('/editor-temporary', '/contacts', W, { status: 307 });
    expect(temporary.status, JSON.stringify(temporary.json)).toBe(201);
    expect(temporary.json.data.STATUS).toBe(307);
    expect((await (await follow('/editor-temporary')).json()).data).toMatchObject({ status: 307 });
    const permanent = await add('/editor-permanent', '/contacts', W, { status: 308 });
    expect((await (await follow('/editor-permanent')).json()).data).toMatchObject({ status: 308 });
    expect(permanent.json.data.STATUS).toBe(308);
    for (const status of [301, 302, '308', null]) {
      const refused = await add('/editor-odd-status', '/contacts', W, { status });
      expect(refused.status, String(status)).toBe(400);
      expect(refused.json.error.fields, String(status)).toEqual({ status: expect.any(Array) });
    }
  });

  it('issue 27: an external target goes through the leaving page on the platform host and directly on the clinic own domain', async () => {
    expect((await add('/editor-away', 'https://partner.example/away')).status).toBe(201);
    expect((await (await follow('/editor-away')).json()).data).toEqual({ to: '/leaving?site=demo-clinic&from=%2Feditor-away', external: false, status: 308 });
    expect((await (await follow('/editor-away', OWN)).json()).data).toEqual({ to: 'https://partner.example/away', external: true, status: 308 });
  });

  it('issue 27: refuses loops through percent-encoding, the clinic own domain, the platform address and a locale prefix', async () => {
    const cases: [string, string][] = [
      ['/enc-loop', '/%65nc-loop'],
      ['/enc-loop', '/enc%2Dloop/'],
      ['/own-loop', 'https://demo-clinic.localhost/own-loop'],
      ['/own-loop', 'https://DEMO-CLINIC.localhost/kk/own-loop?x=1'],
      ['/plat-loop', '/l/demo-clinic/plat-loop'],
      ['/plat-loop', 'https://localhost/uz/l/demo-clinic/plat-loop'],
      ['/loc-loop', '/kk/loc-loop'],
      ['/loc-loop', '/ru/loc-loop/'],
    ];
    for (const [from, to] of cases) {
      const refused = await add(from, to, Wkk);
      expect(refused.status, `${from} -> ${to}`).toBe(400);
      expect(refused.json.error.fields, `${from} -> ${to}`).toEqual({ to_url: ['redirect_loop'] });
    }
    // Through a chain: /chain-a -> /kk/chain-b, then /chain-b -> the own domain's /chain-a.
    expect((await add('/chain-a', '/kk/chain-b')).status).toBe(201);
    expect((await add('/chain-b', 'https://demo-clinic.localhost/en/chain-a/')).json.error.fields).toEqual({ to_url: ['redirect_loop'] });
    // Letter case is another page; another clinic's address is another site.
    expect((await add('/case-loop', '/Case-loop')).status).toBe(201);
    expect((await add('/other-site', 'https://localhost/l/family-med/other-site')).status).toBe(201);
  });

  it('issue 27: the 501st redirect of a clinic is refused with a clear error', async () => {
    const owner = await makeUser('redirects-limit');
    const company = await createCompany(owner.id, { COMPANY_SLUG: `redirects-limit-${Date.now().toString(36)}`, COMPANY_NAME: 'Клиника переадресаций' } as never, 'ru');
    const [row] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, company.code));
    await getDb().insert(redirects).values(Array.from({ length: 499 }, (_, i) => ({ companyId: row.id, fromPath: `/old-${i}`, toUrl: '/contacts' })));
    const base = `/api/w-business/en/${company.code}/0/business`;
    const last = await call(app, 'POST', `${base}/redirects`, { cookie: owner.cookie, body: { from_path: '/old-499', to_url: '/contacts' } });
    expect(last.status, JSON.stringify(last.json)).toBe(201);
    const refused = await call(app, 'POST', `${base}/redirects`, { cookie: owner.cookie, body: { from_path: '/old-500', to_url: '/contacts' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'redirect_limit', message: expect.stringContaining('500') });
    const kk = await call(app, 'POST', `/api/w-business/kk/${company.code}/0/business/redirects`, { cookie: owner.cookie, body: { from_path: '/old-500', to_url: '/contacts' } });
    expect(kk.json.error.message).toMatch(/[а-яәғқңөұүһі]/i);
    expect(await getDb().$count(redirects, eq(redirects.companyId, row.id))).toBe(500);
  });

  it('refuses a from path that is a live page of the site, in the caller\'s language', async () => {
    for (const path of ['/', '/contacts', '/about', '/gobmp', '/materials/price-list', '/specialists', '/news']) {
      const res = await add(path, '/elsewhere');
      expect(res.json.error?.fields, path).toEqual({ from_path: ['redirect_shadows_page'] });
    }
    // A page that no longer exists may be redirected.
    expect((await add('/materials/retired-page', '/contacts')).status).toBe(201);
    const kk = await add('/contacts', '/elsewhere', Wkk);
    expect(kk.json.error.message).toBeTruthy();
  });

  it('refuses unsafe or unclear paths and targets', async () => {
    expect((await add('no-slash', '/contacts')).json.error.fields).toEqual({ from_path: ['redirect_path_invalid'] });
    expect((await add('/x?a=1', '/contacts')).json.error.fields).toEqual({ from_path: ['redirect_path_invalid'] });
    expect((await add('/x', 'javascript:alert(1)')).json.error.fields).toEqual({ to_url: ['redirect_target_invalid'] });
    expect((await add('/x', '//evil.example')).json.error.fields).toEqual({ to_url: ['redirect_target_invalid'] });
    expect((await add('/x', 'http://plain.example')).json.error.fields).toEqual({ to_url: ['redirect_target_invalid'] });
    expect((await add('/editor-old-prices', '/about')).json.error.fields).toEqual({ from_path: ['redirect_exists'] });
  });

  it('removes a redirect; the site stops following it', async () => {
    const list = await call(app, 'GET', `${R}/redirects`, { cookie });
    const row = list.json.data.find((r: { FROM_PATH: string }) => r.FROM_PATH === '/editor-old-prices');
    expect((await call(app, 'DELETE', `${W}/redirects/${row.ID}`, { cookie })).status).toBe(200);
    expect((await follow('/editor-old-prices')).status).toBe(404);
    expect((await call(app, 'DELETE', `${W}/redirects/${row.ID}`, { cookie })).status).toBe(404);
  });
});
