import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, companies } from '@/lib/db/schema';
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

const add = (from_path: string, to_url: string, base = W) => call(app, 'POST', `${base}/redirects`, { cookie, body: { from_path, to_url } });
const follow = (path: string) => app.request(`/api/front/ru/v1/redirect?company=DEMO&path=${encodeURIComponent(path)}`, { headers: { authorization: BASIC } });

describe('redirects editor API', () => {
  beforeAll(async () => {
    await seedDemoData();
    cookie = (await makeUser('redirects-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['company.edit'] }])).cookie;
  });
  afterAll(closeDb);

  it('adds a redirect, which the site follows at once, and audits it', async () => {
    const res = await add('/editor-old-prices/', '/contacts');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ FROM_PATH: '/editor-old-prices', TO_URL: '/contacts' });
    const followed = await follow('/editor-old-prices');
    expect(followed.status).toBe(200);
    expect((await followed.json()).data).toEqual({ to: '/l/demo-clinic/contacts', external: false });
    const external = await add('/editor-partner', 'https://partner.example/clinic');
    expect(external.status).toBe(201);
    expect((await (await follow('/editor-partner')).json()).data).toEqual({ to: 'https://partner.example/clinic', external: true });
    const list = await call(app, 'GET', `${R}/redirects`, { cookie });
    expect(list.json.data.map((row: { FROM_PATH: string }) => row.FROM_PATH)).toEqual(expect.arrayContaining(['/editor-old-prices', '/editor-partner']));
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, demo.id), eq(auditLog.action, 'redirect.create'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toEqual({ name: '/editor-partner', to: 'https://partner.example/clinic' });
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
