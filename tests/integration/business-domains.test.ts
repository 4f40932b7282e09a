import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/clinic/company/create';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { setAddressLookup, setTxtResolver } from '@/lib/domains/resolver';
import { resolveRequest } from '@/lib/proxy/resolve';
import { seedDemoData } from '@/lib/seed';
import { sitemapXml } from '@/lib/seo/sitemap';
import { canonicalAddress, alternateUrls } from '@/lib/seo/urls';
import { createApiApp } from '@/lib/server/api-app';
import { findCompanyByCode, findCompanyCode } from '@/lib/tenants/queries';
import { forgetTenants, lookupTenant } from '@/lib/tenants/tenant-lookup';
import { expireDomainClaims, recheckVerifiedDomains } from '@/lib/business/clinic/domains/recheck';
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

type Clinic = { code: string; slug: string; id: number; owner: { id: number; cookie: string } };

async function clinic(label: string): Promise<Clinic> {
  const owner = await makeUser(label);
  const slug = `${label}-${unique()}`;
  const company = await createCompany(owner.id, { COMPANY_SLUG: slug, COMPANY_NAME: `Клиника ${label}` } as never, 'ru');
  const [row] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, company.code));
  return { code: company.code, slug, id: row.id, owner };
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
    expect(txt.HOST).toBe(`_clinic-verification.${host.split('.')[0]}`);
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
    // Issue 31: the TXT record stays listed (the recheck looks for it every 6 hours).
    expect(verified.json.data.RECORDS.map((record: { TYPE: string }) => record.TYPE)).toContain('TXT');

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

    // Another clinic's unverified claim does not block the host (issue 27); a verified one does.
    const claimed = await call(app, 'POST', w(b, '/domains', 'en'), { cookie: b.owner.cookie, body: { domain: idn.json.data.DISPLAY_HOST } });
    expect(claimed.status).toBe(201);
    dns.set(`_clinic-verification.${idn.json.data.HOST}`, [idn.json.data.RECORDS[0].VALUE]);
    expect((await call(app, 'POST', w(a, `/domains/${idn.json.data.ID}/verify`), { cookie: a.owner.cookie })).status).toBe(200);
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

  it('issue 27: an unverified claim does not block a verification by another clinic; the winner’s verification removes the loser’s claim, audited in its log', async () => {
    const host = `squat-${unique()}.kz`;
    // The squatter claims first and never verifies.
    const squat = await call(app, 'POST', w(b, '/domains'), { cookie: b.owner.cookie, body: { domain: host } });
    expect(squat.status).toBe(201);
    const real = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: host } });
    expect(real.status, JSON.stringify(real.json)).toBe(201);
    dns.set(`_clinic-verification.${host}`, [real.json.data.RECORDS[0].VALUE]);
    const verified = await call(app, 'POST', w(a, `/domains/${real.json.data.ID}/verify`), { cookie: a.owner.cookie });
    expect(verified.status).toBe(200);
    expect(await findCompanyCode(host)).toBe(a.code);
    // The squatter's claim is gone, and said so in its own log.
    expect((await call(app, 'GET', r(b, '/domains'), { cookie: b.owner.cookie })).json.data.map((d: { HOST: string }) => d.HOST)).not.toContain(host);
    const [lost] = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.targetId, squat.json.data.ID), eq(s.auditLog.action, 'domain.claim_lost')));
    expect(lost).toMatchObject({ companyId: b.id, userId: null, action: 'domain.claim_lost', details: { host } });
    // A claim made in the same moment (a race) cannot be verified while another clinic holds the host.
    const [late] = await getDb().insert(s.companyDomains).values({ companyId: b.id, host, verificationToken: 'f'.repeat(32) }).returning();
    dns.set(`_clinic-verification.${host}`, [real.json.data.RECORDS[0].VALUE, `clinic-verification=${'f'.repeat(32)}`]);
    const held = await call(app, 'POST', w(b, `/domains/${late.id}/verify`, 'en'), { cookie: b.owner.cookie });
    expect(held.status).toBe(409);
    expect(held.json.error).toMatchObject({ code: 'domain_held', message: expect.stringContaining(host) });
    expect(await findCompanyCode(host)).toBe(a.code);
  });

  it('issue 27: unverified claims expire after 14 days, audited', async () => {
    const host = `stale-${unique()}.kz`;
    const added = await call(app, 'POST', w(b, '/domains'), { cookie: b.owner.cookie, body: { domain: host } });
    expect(added.json.data.CLAIM_EXPIRES_AT).toEqual(expect.any(String));
    expect(await expireDomainClaims(new Date(), { companyId: b.id })).toBe(0);
    await getDb().update(s.companyDomains).set({ createdAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) }).where(eq(s.companyDomains.id, added.json.data.ID));
    expect(await expireDomainClaims(new Date(), { companyId: b.id })).toBe(1);
    expect((await call(app, 'GET', r(b, '/domains'), { cookie: b.owner.cookie })).json.data.map((d: { HOST: string }) => d.HOST)).not.toContain(host);
    const [entry] = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.targetId, added.json.data.ID), eq(s.auditLog.action, 'domain.expire')));
    expect(entry).toMatchObject({ companyId: b.id, userId: null, details: { host } });
  });

  it('issue 27: refuses a homograph of another clinic’s verified domain (Cyrillic, Greek, digit look-alikes), at adding and at verifying', async () => {
    const base = `medclinic${unique().replace(/[0-9]/g, 'x')}`;
    const host = `${base}.kz`;
    const added = await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: host } });
    // Before A verifies, B may claim a look-alike (nothing is verified yet) …
    const early = await call(app, 'POST', w(b, '/domains'), { cookie: b.owner.cookie, body: { domain: host.replace('c', 'с') } });
    expect(early.status).toBe(201);
    dns.set(`_clinic-verification.${host}`, [added.json.data.RECORDS[0].VALUE]);
    expect((await call(app, 'POST', w(a, `/domains/${added.json.data.ID}/verify`), { cookie: a.owner.cookie })).status).toBe(200);
    // … but not verify it once A's is verified.
    dns.set(`_clinic-verification.${early.json.data.HOST}`, [early.json.data.RECORDS[0].VALUE]);
    const late = await call(app, 'POST', w(b, `/domains/${early.json.data.ID}/verify`, 'ru'), { cookie: b.owner.cookie });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'domain_lookalike', message: expect.stringContaining(host) });
    // (B's own claim of the first look-alike stays: it is B's; B just cannot verify it.)
    for (const alike of [host.replace('e', 'е'), host.replace('l', '1'), host.replace('i', 'і'), host.replace('m', 'rn'), host.replace('d', 'ԁ').toUpperCase()]) {
      const refused = await call(app, 'POST', w(b, '/domains', 'kk'), { cookie: b.owner.cookie, body: { domain: alike } });
      expect(refused.status, alike).toBe(400);
      expect(refused.json.error.fields, alike).toEqual({ domain: ['domain_lookalike'] });
      expect(refused.json.error.message, alike).toBeTruthy();
    }
    // The clinic's own look-alikes are its own business.
    expect((await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: host.replace('c', 'с') } })).status).toBe(201);
  });

  it('issue 27: refuses internal names (*.internal, *.svc, *.local, host.docker.internal, localhost.localdomain, *.nip.io, *.sslip.io, lvh.me)', async () => {
    for (const domain of ['api.internal', 'host.docker.internal', 'db.prod.svc', 'web.svc.cluster.local', 'printer.local', 'localhost.localdomain', '127.0.0.1.nip.io', 'a.127.0.0.1.sslip.io', 'lvh.me', 'clinic.lvh.me']) {
      const refused = await call(app, 'POST', w(a, '/domains', 'en'), { cookie: a.owner.cookie, body: { domain } });
      expect(refused.status, domain).toBe(400);
      expect(refused.json.error.fields, domain).toEqual({ domain: ['domain_internal'] });
    }
  });

  it('issue 27: the recheck unverifies a domain whose TXT record is gone at two checks in a row (audit, mail, not served) and keeps it on a DNS error', async () => {
    const c = await clinic('domc');
    const host = `recheck-${unique()}.kz`;
    const steady = `steady-${unique()}.kz`;
    const ids: Record<string, number> = {};
    for (const name of [host, steady]) {
      const added = await call(app, 'POST', w(c, '/domains'), { cookie: c.owner.cookie, body: { domain: name } });
      dns.set(`_clinic-verification.${name}`, [added.json.data.RECORDS[0].VALUE]);
      expect((await call(app, 'POST', w(c, `/domains/${added.json.data.ID}/verify`), { cookie: c.owner.cookie })).status).toBe(200);
      ids[name] = added.json.data.ID;
    }
    await call(app, 'POST', w(c, `/domains/${ids[host]}/primary`), { cookie: c.owner.cookie });
    expect(await recheckVerifiedDomains({ companyId: c.id })).toMatchObject({ checked: 2, kept: 2, unverified: 0 });

    // The record goes; the other domain's DNS fails (SERVFAIL) from now on.
    dns.delete(`_clinic-verification.${host}`);
    const failing = new Set([`_clinic-verification.${steady}`]);
    setTxtResolver(async (name) => {
      if (failing.has(name)) throw Object.assign(new Error(`queryTxt ESERVFAIL ${name}`), { code: 'ESERVFAIL' });
      const values = dns.get(name);
      if (!values) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return values.map((value) => [value]);
    });
    expect(await recheckVerifiedDomains({ companyId: c.id })).toMatchObject({ checked: 2, missed: 1, dnsErrors: 1, unverified: 0 });
    // One miss: still served.
    expect(await findCompanyCode(host)).toBe(c.code);
    expect(await recheckVerifiedDomains({ companyId: c.id })).toMatchObject({ checked: 2, unverified: 1, dnsErrors: 1 });

    // Gone: not served, not primary, the lost state shown, audited, the owner told.
    forgetTenants();
    expect(await findCompanyCode(host)).toBeNull();
    expect(await visit(host, '/')).toMatchObject({ tenant: null });
    expect((await ask(host)).status).toBe(404);
    expect(await visit('localhost', `/l/${c.slug}`)).toMatchObject({ kind: 'rewrite' });
    const list = (await call(app, 'GET', r(c, '/domains'), { cookie: c.owner.cookie })).json.data;
    expect(list.find((d: { HOST: string }) => d.HOST === host)).toMatchObject({ VERIFIED: false, IS_PRIMARY: false, VERIFICATION_LOST_AT: expect.any(String), CLAIM_EXPIRES_AT: expect.any(String) });
    expect(list.find((d: { HOST: string }) => d.HOST === host).RECORDS.map((record: { TYPE: string }) => record.TYPE)).toContain('TXT');
    // The DNS error kept the other one.
    expect(list.find((d: { HOST: string }) => d.HOST === steady)).toMatchObject({ VERIFIED: true, VERIFICATION_LOST_AT: null });
    expect(await findCompanyCode(steady)).toBe(c.code);
    const actions = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.targetId, ids[host]), eq(s.auditLog.targetType, 'domain')));
    expect(actions.find((row) => row.action === 'domain.unverify')).toMatchObject({ userId: null, companyId: c.id, details: { host } });
    const [owner] = await getDb().select({ email: s.users.email }).from(s.users).where(eq(s.users.id, c.owner.id));
    const mails = await getDb().select().from(s.outbox).where(eq(s.outbox.recipient, owner.email!));
    expect(mails.find((row) => row.subject?.includes(host))?.body).toContain(`/pro/${c.code}/0/domains`);

    // Re-verifying with the record back restores it.
    failing.clear();
    const token = list.find((d: { HOST: string }) => d.HOST === host).RECORDS.find((record: { TYPE: string }) => record.TYPE === 'TXT').VALUE;
    dns.set(`_clinic-verification.${host}`, [token]);
    const again = await call(app, 'POST', w(c, `/domains/${ids[host]}/verify`), { cookie: c.owner.cookie });
    expect(again.json.data).toMatchObject({ VERIFIED: true, VERIFICATION_LOST_AT: null });
  });

  it('issue 31: one set of records per case from the deployment’s ingress, and the check of where the domain leads: not verified, verified but not pointing (primary refused, so /l/{slug} does not send visitors there), verified and pointing', async () => {
    const saved = { target: process.env.DOMAINS_CNAME_TARGET, a: process.env.DOMAINS_A_RECORDS, aaaa: process.env.DOMAINS_AAAA_RECORDS };
    const zone = `clinic-${unique()}.kz`;
    const addresses = new Map<string, string[]>([['edge.platform.example', ['203.0.113.10', '2001:db8::10']]]);
    setAddressLookup(async (name) => {
      const found = addresses.get(name);
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return found;
    });
    process.env.DOMAINS_CNAME_TARGET = 'edge.platform.example';
    process.env.DOMAINS_A_RECORDS = '203.0.113.10';
    process.env.DOMAINS_AAAA_RECORDS = '2001:db8::10';
    try {
      // www: the TXT proof and a CNAME alone; the apex: A and AAAA at @, ALIAS offered instead.
      const www = (await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: `www.${zone}` } })).json.data;
      expect(www).toMatchObject({ KIND: 'subdomain', ZONE: zone, INGRESS_NAMED: true, ALIAS_INSTEAD: null, STATE: 'unverified', POINTING: { STATE: 'missing', ADDRESSES: [] } });
      expect(www.RECORDS.map((r: { TYPE: string; HOST: string; VALUE: string }) => `${r.TYPE} ${r.HOST} ${r.TYPE === 'TXT' ? '…' : r.VALUE}`)).toEqual(['TXT _clinic-verification.www …', 'CNAME www edge.platform.example']);
      const apex = (await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: zone } })).json.data;
      expect(apex).toMatchObject({ KIND: 'apex', ZONE: zone, ALIAS_INSTEAD: { TYPE: 'ALIAS', HOST: '@', NAME: zone, VALUE: 'edge.platform.example' } });
      expect(apex.RECORDS.map((r: { TYPE: string; HOST: string; VALUE: string }) => `${r.TYPE} ${r.HOST} ${r.TYPE === 'TXT' ? '…' : r.VALUE}`)).toEqual(['TXT _clinic-verification …', 'A @ 203.0.113.10', 'AAAA @ 2001:db8::10']);

      // The TXT proof while the name still leads to another host: verified, but not pointing at us; not reachable here, so not primary.
      addresses.set(`www.${zone}`, ['198.51.100.7']);
      dns.set(`_clinic-verification.www.${zone}`, [www.RECORDS[0].VALUE]);
      const verified = await call(app, 'POST', w(a, `/domains/${www.ID}/verify`), { cookie: a.owner.cookie });
      expect(verified.status).toBe(200);
      expect(verified.json.data).toMatchObject({ VERIFIED: true, STATE: 'not_pointing', POINTING: { STATE: 'elsewhere', ADDRESSES: ['198.51.100.7'] } });
      const refused = await call(app, 'POST', w(a, `/domains/${www.ID}/primary`, 'en'), { cookie: a.owner.cookie });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: 'domain_not_pointing', message: expect.stringContaining(`www.${zone}`) });
      expect(await visit('localhost', `/l/${a.slug}`)).toMatchObject({ kind: 'rewrite' });

      // DNS now leads to us (the CNAME resolved): checking again says so, and it can be primary.
      addresses.set(`www.${zone}`, ['2001:DB8::10', '203.0.113.10']);
      const again = await call(app, 'POST', w(a, `/domains/${www.ID}/verify`), { cookie: a.owner.cookie });
      expect(again.json.data).toMatchObject({ STATE: 'live', POINTING: { STATE: 'ours', ADDRESSES: [] } });
      const listed = (await call(app, 'GET', r(a, '/domains'), { cookie: a.owner.cookie })).json.data;
      expect(listed.find((d: { ID: number }) => d.ID === www.ID)).toMatchObject({ STATE: 'live' });
      expect(listed.find((d: { ID: number }) => d.ID === apex.ID)).toMatchObject({ STATE: 'unverified', POINTING: { STATE: 'missing' } });
      expect((await call(app, 'POST', w(a, `/domains/${www.ID}/primary`), { cookie: a.owner.cookie })).status).toBe(200);
      expect((await call(app, 'DELETE', w(a, `/domains/${www.ID}/primary`), { cookie: a.owner.cookie })).status).toBe(200);

      // DNS that does not answer is no evidence: the domain reads "verified", not "not pointing".
      addresses.delete(`www.${zone}`);
      setAddressLookup(async (name) => {
        if (name === `www.${zone}`) throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
        return addresses.get(name) ?? [];
      });
      expect((await call(app, 'POST', w(a, `/domains/${www.ID}/verify`), { cookie: a.owner.cookie })).json.data).toMatchObject({ STATE: 'verified', POINTING: { STATE: 'dns_error' } });
      for (const id of [www.ID, apex.ID]) await call(app, 'DELETE', w(a, `/domains/${id}`), { cookie: a.owner.cookie });
    } finally {
      setAddressLookup(null);
      for (const [key, value] of [['DOMAINS_CNAME_TARGET', saved.target], ['DOMAINS_A_RECORDS', saved.a], ['DOMAINS_AAAA_RECORDS', saved.aaaa]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('issue 31: a deployment that names no ingress gets only the TXT record and says so (INGRESS_NAMED false); where the domain leads is not checked', async () => {
    const host = `www.plain-${unique()}.kz`;
    const added = (await call(app, 'POST', w(a, '/domains'), { cookie: a.owner.cookie, body: { domain: host } })).json.data;
    // The test environment's PUBLIC_BASE_URL is localhost: not a name a clinic could point a CNAME at.
    expect(added).toMatchObject({ INGRESS_NAMED: false, STATE: 'unverified', POINTING: { STATE: 'unchecked', ADDRESSES: [] } });
    expect(added.RECORDS.map((record: { TYPE: string }) => record.TYPE)).toEqual(['TXT']);
    await call(app, 'DELETE', w(a, `/domains/${added.ID}`), { cookie: a.owner.cookie });
  });

  it('a member without company.edit is refused', async () => {
    const viewer = await makeUser('viewer', [{ company: a.code, cabinet: 0, permissions: ['content.edit'] }]);
    const refused = await call(app, 'POST', w(a, '/domains'), { cookie: viewer.cookie, body: { domain: `x-${unique()}.kz` } });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permission_required');
  });
});
