import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/company-create';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { setTxtResolver } from '@/lib/domains/resolver';
import { resolveRequest } from '@/lib/proxy/resolve';
import { seedDemoData } from '@/lib/seed';
import { sitemapXml } from '@/lib/seo/sitemap';
import { canonicalAddress, alternateUrls } from '@/lib/seo/urls';
import { createApiApp } from '@/lib/server/api-app';
import { findCompanyByCode, findCompanyCode } from '@/lib/tenants/queries';
import { forgetTenants, lookupTenant } from '@/lib/tenants/tenant-lookup';
import { call, makeUser } from '../helpers/business';

/*
 * Issue 19, custom domains (company.edit): a domain is added with its DNS records, verified by
 * its TXT record (an injected resolver), served only once verified, made primary (canonical
 * URLs, sitemap, hreflang; /l/{slug} redirects there), answered by Caddy's ask, and removed.
 */

const app = createApiApp();
const unique = () => Math.random().toString(36).slice(2, 8);

/** The TXT records the fake DNS answers, by name. */
const dns = new Map<string, string[]>();

type Clinic = { code: string; slug: string; owner: { id: number; cookie: string } };

async function clinic(label: string): Promise<Clinic> {
  const owner = await makeUser(label);
  const slug = `${label}-${unique()}`;
  const company = await createCompany(owner.id, { COMPANY_SLUG: slug, COMPANY_NAME: `Клиника ${label}` } as never, 'ru');
  return { code: company.code, slug, owner };
}

const r = (c: Clinic, path: string, locale = 'ru') => `/api/business-api-front2/${locale}/${c.code}/0/business${path}`;
const w = (c: Clinic, path: string, locale = 'ru') => `/api/w-business/${locale}/${c.code}/0/business${path}`;

const visit = (host: string, pathname: string) =>
  resolveRequest({ host, pathname, cookieLocale: undefined, acceptLanguage: null, userAgent: 'Mozilla/5.0', platformHosts: ['localhost'], lookup: lookupTenant });

const ask = (domain: string) => app.request(`/api/domains/ask?domain=${encodeURIComponent(domain)}`);

describe('custom domains (company.edit)', () => {
  let a: Clinic;
  let b: Clinic;

  beforeAll(async () => {
    await seedDemoData();
    setTxtResolver(async (name) => {
      const values = dns.get(name);
      if (!values) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return values.map((value) => [value]);
    });
    a = await clinic('doma');
    b = await clinic('domb');
  });
  afterEach(() => forgetTenants());
  afterAll(async () => {
    setTxtResolver(null);
    await closeDb();
  });

  it('adds a domain and shows its records; verification fails without or with a wrong TXT record and succeeds with the right one; only then is it served', async () => {
    const host = `www.clinic-${unique()}.kz`;
    const added = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: `  https://${host.toUpperCase()}/  ` } });
    expect(added.status).toBe(201);
    const domain = added.json.data;
    expect(domain).toMatchObject({ HOST: host, DISPLAY_HOST: host, VERIFIED: false, IS_PRIMARY: false });
    const txt = domain.RECORDS.find((record: { TYPE: string }) => record.TYPE === 'TXT');
    expect(txt.NAME).toBe(`_clinic-verification.${host}`);
    expect(txt.VALUE).toMatch(/^clinic-verification=[a-f0-9]{32}$/);
    expect(domain.RECORDS).toContainEqual({ TYPE: 'CNAME', NAME: host, VALUE: expect.any(String) });
    expect((await call(app, 'GET', r(a, '/domains'), { cookie: a.owner.cookie })).json.data).toEqual([domain]);

    // Unverified: not served, no certificate.
    expect(await visit(host, '/')).toMatchObject({ kind: 'rewrite', tenant: null });
    expect(await findCompanyCode(host)).toBeNull();
    expect((await ask(host)).status).toBe(404);

    const missing = await call(app, 'POST', w(a, `/domains/${domain.ID}/verify`, 'en'), { cookie: a.owner.cookie });
    expect(missing.status).toBe(409);
    expect(missing.json.error).toMatchObject({ code: 'domain_txt_missing', message: expect.stringContaining(`_clinic-verification.${host}`) });

    dns.set(`_clinic-verification.${host}`, ['v=spf1 -all', 'clinic-verification=0123456789abcdef0123456789abcdef']);
    const wrong = await call(app, 'POST', w(a, `/domains/${domain.ID}/verify`, 'kk'), { cookie: a.owner.cookie });
    expect(wrong.status).toBe(409);
    expect(wrong.json.error.code).toBe('domain_txt_mismatch');
    expect(wrong.json.error.message).toMatch(/[а-яәғқңөұүһі]/i);

    dns.set(`_clinic-verification.${host}`, ['v=spf1 -all', txt.VALUE]);
    const verified = await call(app, 'POST', w(a, `/domains/${domain.ID}/verify`), { cookie: a.owner.cookie });
    expect(verified.status).toBe(200);
    expect(verified.json.data).toMatchObject({ VERIFIED: true, VERIFIED_AT: expect.any(String) });
    // The TXT record is no longer needed; the CNAME stays listed.
    expect(verified.json.data.RECORDS.map((record: { TYPE: string }) => record.TYPE)).not.toContain('TXT');

    expect(await visit(host, '/about')).toMatchObject({ kind: 'rewrite', path: `/ru/l/${host}/about`, tenant: { code: a.code }, isExternalHost: true });
    expect(await findCompanyCode(host)).toBe(a.code);
    expect((await ask(host)).status).toBe(200);

    const actions = await getDb().select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.targetId, domain.ID));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['domain.add', 'domain.verify']));
  });

  it('a primary domain is the canonical address (canonical, sitemap, hreflang) and /l/{slug} redirects there for good', async () => {
    const host = `clinic-${unique()}.kz`;
    const other = `other-${unique()}.kz`;
    const ids: number[] = [];
    for (const name of [other, host]) {
      const added = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: name } });
      dns.set(`_clinic-verification.${name}`, [added.json.data.RECORDS[0].VALUE]);
      expect((await call(app, 'POST', w(a, `/domains/${added.json.data.ID}/verify`), { cookie: a.owner.cookie })).status).toBe(200);
      ids.push(added.json.data.ID);
    }
    const unverified = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: `pending-${unique()}.kz` } });
    const refused = await call(app, 'POST', w(a, `/domains/${unverified.json.data.ID}/primary`, 'en'), { cookie: a.owner.cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('domain_not_verified');

    // No primary yet: /l/{slug} is served on the platform.
    expect(await visit('localhost', `/l/${a.slug}`)).toMatchObject({ kind: 'rewrite' });

    const primary = await call(app, 'POST', w(a, `/domains/${ids[1]}/primary`), { cookie: a.owner.cookie });
    expect(primary.status).toBe(200);
    expect(primary.json.data.IS_PRIMARY).toBe(true);
    const list = (await call(app, 'GET', r(a, '/domains'), { cookie: a.owner.cookie })).json.data;
    expect(list[0]).toMatchObject({ HOST: host, IS_PRIMARY: true });
    expect(list.filter((d: { IS_PRIMARY: boolean }) => d.IS_PRIMARY)).toHaveLength(1);

    const company = (await findCompanyByCode(a.code))!;
    expect(company.domains[0]).toBe(host);
    expect(company.domains).not.toContain(unverified.json.data.HOST);
    const address = canonicalAddress(company);
    expect(address.origin).toBe(`https://${host}`);
    expect(alternateUrls(address, ['ru', 'kk'], 'about')).toMatchObject({ ru: `https://${host}/about`, kk: `https://${host}/kk/about`, 'x-default': `https://${host}/about` });
    expect(sitemapXml(address, ['ru'], [{ path: '' }, { path: 'news' }])).toContain(`<loc>https://${host}/news</loc>`);

    expect(await visit('localhost', `/l/${a.slug}/about`)).toEqual({ kind: 'redirect-host', url: `https://${host}/about`, status: 308 });
    expect(await visit('localhost', `/kk/l/${a.slug}`)).toEqual({ kind: 'redirect-host', url: `https://${host}/kk`, status: 308 });
    // The primary domain itself is served, not redirected.
    expect(await visit(host, '/about')).toMatchObject({ kind: 'rewrite', path: `/ru/l/${host}/about` });

    // Moving the primary to the other domain leaves one primary.
    await call(app, 'POST', w(a, `/domains/${ids[0]}/primary`), { cookie: a.owner.cookie });
    expect((await findCompanyByCode(a.code))!.domains[0]).toBe(other);
    expect(await visit('localhost', `/l/${a.slug}`)).toMatchObject({ kind: 'redirect-host', url: `https://${other}/` });
    const cleared = await call(app, 'DELETE', w(a, `/domains/${ids[0]}/primary`), { cookie: a.owner.cookie });
    expect(cleared.json.data.IS_PRIMARY).toBe(false);
    expect(await visit('localhost', `/l/${a.slug}`)).toMatchObject({ kind: 'rewrite' });
  });

  it('refuses invalid, platform and taken hosts with field errors in the caller’s language; an IDN is stored in punycode', async () => {
    const cases: [string, string][] = [
      ['not a domain', 'domain_invalid'],
      ['localhost', 'domain_invalid'],
      ['192.168.0.1', 'domain_invalid'],
      ['demo.localhost', 'domain_platform'],
      ['-bad-.kz', 'domain_invalid'],
    ];
    for (const [domain, code] of cases) {
      const refused = await call(app, 'POST', w(a, '/domains', 'uz'), { cookie: a.owner.cookie, body: { domain } });
      expect(refused.status, domain).toBe(400);
      expect(refused.json.error.fields, domain).toEqual({ domain: [code] });
    }
    const empty = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: '' } });
    expect(empty.json.error.fields).toEqual({ domain: ['required'] });

    const idn = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: `Клиника-${unique()}.kz` } });
    expect(idn.status).toBe(201);
    expect(idn.json.data.HOST).toMatch(/^xn--[a-z0-9-]+\.kz$/);
    expect(idn.json.data.DISPLAY_HOST).toMatch(/^клиника-/);

    const taken = await call(app, 'POST', w(b, '/domains', 'en'), { cookie: b.owner.cookie, body: { domain: idn.json.data.DISPLAY_HOST } });
    expect(taken.status).toBe(400);
    expect(taken.json.error.fields).toEqual({ domain: ['domain_taken'] });
    const again = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: idn.json.data.HOST } });
    expect(again.json.error.fields).toEqual({ domain: ['domain_added'] });
    // Another company's domain id is not found (no probing).
    expect((await call(app, 'POST', w(b, `/domains/${idn.json.data.ID}/verify`), { cookie: b.owner.cookie })).status).toBe(404);
    expect((await call(app, 'DELETE', w(b, `/domains/${idn.json.data.ID}`), { cookie: b.owner.cookie })).status).toBe(404);
  });

  it('the ask endpoint answers 200 for platform hosts and verified domains of online clinics only; a removed domain is free for another clinic', async () => {
    expect((await ask('localhost')).status).toBe(200);
    expect((await ask('demo-clinic.localhost')).status).toBe(200);
    expect((await ask('nobody.example')).status).toBe(404);
    expect((await app.request('/api/domains/ask')).status).toBe(404);
    expect((await ask('bad host')).status).toBe(404);

    const host = `ask-${unique()}.kz`;
    const added = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: host } });
    dns.set(`_clinic-verification.${host}`, [added.json.data.RECORDS[0].VALUE]);
    await call(app, 'POST', w(a, `/domains/${added.json.data.ID}/verify`), { cookie: a.owner.cookie });
    expect((await ask(host)).status).toBe(200);
    expect((await ask(host.toUpperCase())).status).toBe(200);

    // An offline clinic gets no new certificate.
    await getDb().update(s.companies).set({ status: 'offline' }).where(eq(s.companies.code, a.code));
    expect((await ask(host)).status).toBe(404);
    await getDb().update(s.companies).set({ status: 'online' }).where(eq(s.companies.code, a.code));

    const removed = await call(app, 'DELETE', w(a, `/domains/${added.json.data.ID}`), { cookie: a.owner.cookie });
    expect(removed.status).toBe(200);
    expect((await ask(host)).status).toBe(404);
    expect(await visit(host, '/')).toMatchObject({ tenant: null });
    const taken = await call(app, 'POST', w(b, '/domains'), { cookie: b.owner.cookie, body: { domain: host } });
    expect(taken.status).toBe(201);
    // Its own token: the old TXT record proves nothing for the new company.
    expect((await call(app, 'POST', w(b, `/domains/${taken.json.data.ID}/verify`), { cookie: b.owner.cookie })).json.error.code).toBe('domain_txt_mismatch');
  });

  it('a member without company.edit is refused', async () => {
    const viewer = await makeUser('viewer', [{ company: a.code, cabinet: 0, permissions: ['content.edit'] }]);
    const refused = await call(app, 'POST', w(a, '/domains'), { cookie: viewer.cookie, body: { domain: `x-${unique()}.kz` } });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permission_required');
  });
});
