import { describe, expect, it } from 'vitest';
import { domainRecords } from '@/lib/domains/config';
import { parseDomain } from '@/lib/domains/hostname';
import { overridesFile } from '@/lib/domains/resolver';
import { resolveRequest, type ProxyRequest } from '@/lib/proxy/resolve';
import type { TenantSummary } from '@/lib/tenants/types';

// Issue 19: how a typed domain becomes a host, when the test DNS file is honoured, the records a
// clinic creates, and the proxy's answers for an offline clinic and for one with a primary domain.

const ENV = { PLATFORM_HOSTS: 'localhost,clinics.example', PUBLIC_BASE_URL: 'https://clinics.example' } as unknown as NodeJS.ProcessEnv;

describe('parseDomain', () => {
  it.each([
    ['clinic.kz', 'clinic.kz'],
    ['  WWW.Clinic.KZ.  ', 'www.clinic.kz'],
    ['https://clinic.kz/about?x=1', 'clinic.kz'],
    ['клиника.kz', 'xn--80apagcdp.kz'],
    ['пример.қаз', 'xn--e1afmkfd.xn--80ao21a'],
  ])('%s -> %s', (input, host) => {
    expect(parseDomain(input, ENV)).toEqual({ host });
  });

  it.each(['', 'clinic', '1.2.3.4', 'clinic.kz:8080', 'user@clinic.kz', 'a b.kz', '-x-.kz', `${'a'.repeat(64)}.kz`, 'clinic.k1'])('refuses %j as invalid', (input) => {
    expect(parseDomain(input, ENV)).toEqual({ problem: 'domain_invalid' });
  });

  it.each(['clinics.example', 'evil.clinics.example', 'demo.localhost'])('refuses the platform’s own %s', (input) => {
    expect(parseDomain(input, ENV)).toEqual({ problem: 'domain_platform' });
  });
});

describe('the test DNS file', () => {
  it('is honoured outside production, or in production only with the explicit flag', () => {
    expect(overridesFile({ DNS_TXT_OVERRIDES_FILE: '/tmp/x.json', NODE_ENV: 'test' } as unknown as NodeJS.ProcessEnv)).toBe('/tmp/x.json');
    expect(overridesFile({ DNS_TXT_OVERRIDES_FILE: '/tmp/x.json', NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv)).toBeNull();
    expect(overridesFile({ DNS_TXT_OVERRIDES_FILE: '/tmp/x.json', NODE_ENV: 'production', DNS_TXT_OVERRIDES_ALLOWED: '1' } as unknown as NodeJS.ProcessEnv)).toBe('/tmp/x.json');
    expect(overridesFile({ NODE_ENV: 'test' } as unknown as NodeJS.ProcessEnv)).toBeNull();
  });
});

describe('domainRecords: one correct set of records per case (issue 31)', () => {
  const env = (vars: Record<string, string>) => ({ PUBLIC_BASE_URL: 'http://localhost:3000', ...vars }) as unknown as NodeJS.ProcessEnv;
  const FULL = env({ DOMAINS_CNAME_TARGET: 'sites.clinics.example', DOMAINS_A_RECORDS: '203.0.113.7, 203.0.113.8', DOMAINS_AAAA_RECORDS: '2001:DB8::7' });
  const shape = (records: { type: string; host: string; value: string }[]) => records.map((record) => `${record.type} ${record.host} ${record.value}`);

  it('an apex domain: the TXT proof, A and AAAA records to the ingress (@ for the host), ALIAS offered instead; no CNAME', () => {
    const setup = domainRecords('clinic.kz', 'abc', FULL);
    expect(setup).toMatchObject({ kind: 'apex', zone: 'clinic.kz', ingressNamed: true });
    expect(setup.records).toEqual([
      { type: 'TXT', name: '_clinic-verification.clinic.kz', host: '_clinic-verification', value: 'clinic-verification=abc' },
      { type: 'A', name: 'clinic.kz', host: '@', value: '203.0.113.7' },
      { type: 'A', name: 'clinic.kz', host: '@', value: '203.0.113.8' },
      { type: 'AAAA', name: 'clinic.kz', host: '@', value: '2001:db8::7' },
    ]);
    expect(setup.aliasInstead).toEqual({ type: 'ALIAS', name: 'clinic.kz', host: '@', value: 'sites.clinics.example' });
  });

  it('an apex domain without IPv6 ingress gets no AAAA record; without a CNAME target no ALIAS', () => {
    const setup = domainRecords('clinic.kz', 'abc', env({ DOMAINS_A_RECORDS: '203.0.113.7' }));
    expect(shape(setup.records)).toEqual(['TXT _clinic-verification clinic-verification=abc', 'A @ 203.0.113.7']);
    expect(setup.aliasInstead).toBeNull();
  });

  it('an apex under a second-level public suffix (clinic.com.kz, clinic.co.uz) is still an apex, not a CNAME-able subdomain', () => {
    expect(domainRecords('clinic.com.kz', null, FULL)).toMatchObject({ kind: 'apex', zone: 'clinic.com.kz' });
    expect(shape(domainRecords('clinic.co.uz', null, FULL).records)).toEqual(['A @ 203.0.113.7', 'A @ 203.0.113.8', 'AAAA @ 2001:db8::7']);
  });

  it('an apex when the deployment names only a CNAME target: one ALIAS record, nothing else at @', () => {
    const setup = domainRecords('clinic.kz', null, env({ DOMAINS_CNAME_TARGET: 'sites.clinics.example' }));
    expect(shape(setup.records)).toEqual(['ALIAS @ sites.clinics.example']);
    expect(setup.aliasInstead).toBeNull();
  });

  it('a subdomain: the TXT proof and one CNAME to the target (short hosts www and _clinic-verification.www), no A/AAAA beside it', () => {
    const setup = domainRecords('www.clinic.kz', 'abc', FULL);
    expect(setup).toMatchObject({ kind: 'subdomain', zone: 'clinic.kz', aliasInstead: null });
    expect(setup.records).toEqual([
      { type: 'TXT', name: '_clinic-verification.www.clinic.kz', host: '_clinic-verification.www', value: 'clinic-verification=abc' },
      { type: 'CNAME', name: 'www.clinic.kz', host: 'www', value: 'sites.clinics.example' },
    ]);
    expect(shape(domainRecords('med.almaty.clinic.com.kz', null, FULL).records)).toEqual(['CNAME med.almaty sites.clinics.example']);
  });

  it('a subdomain when the deployment names only addresses: A/AAAA to them, no CNAME', () => {
    expect(shape(domainRecords('www.clinic.kz', null, env({ DOMAINS_A_RECORDS: '203.0.113.7', DOMAINS_AAAA_RECORDS: '2001:db8::7' })).records)).toEqual(['A www 203.0.113.7', 'AAAA www 2001:db8::7']);
  });

  it('the CNAME target defaults to the public host of PUBLIC_BASE_URL, never to localhost or an IP', () => {
    expect(shape(domainRecords('www.clinic.kz', null, { PUBLIC_BASE_URL: 'https://clinics.example' } as unknown as NodeJS.ProcessEnv).records)).toEqual(['CNAME www clinics.example']);
    for (const base of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const setup = domainRecords('www.clinic.kz', 'abc', { PUBLIC_BASE_URL: base } as unknown as NodeJS.ProcessEnv);
      expect(setup.ingressNamed).toBe(false);
      expect(shape(setup.records)).toEqual(['TXT _clinic-verification.www clinic-verification=abc']);
    }
  });

  it('in every case a CNAME (or ALIAS) is the only record of its name', () => {
    const envs = [FULL, env({ DOMAINS_CNAME_TARGET: 'sites.clinics.example' }), env({ DOMAINS_A_RECORDS: '203.0.113.7' }), env({ DOMAINS_AAAA_RECORDS: '2001:db8::7', DOMAINS_CNAME_TARGET: 'x.example' })];
    for (const vars of envs) {
      for (const host of ['clinic.kz', 'www.clinic.kz', 'clinic.com.kz', 'shop.clinic.co.uz', 'xn--80apagcdp.kz']) {
        const { records } = domainRecords(host, 'abc', vars);
        for (const alone of records.filter((record) => record.type === 'CNAME' || record.type === 'ALIAS')) {
          expect(records.filter((record) => record.name === alone.name)).toEqual([alone]);
        }
      }
    }
  });
});

describe('the proxy and a site’s life', () => {
  const OFFLINE: TenantSummary = { code: 'OFF', slug: 'off-clinic', locales: ['ru'], status: 'offline', primaryHost: null };
  const PRIMARY: TenantSummary = { code: 'PRI', slug: 'pri-clinic', locales: ['ru', 'kk'], status: 'online', primaryHost: 'pri-clinic.kz' };
  const tenants: Record<string, TenantSummary> = { 'off-clinic': OFFLINE, 'off-clinic.kz': OFFLINE, 'pri-clinic': PRIMARY, 'pri-clinic.kz': PRIMARY };
  const visit = (host: string, pathname: string, extra: Partial<ProxyRequest> = {}) =>
    resolveRequest({ host, pathname, cookieLocale: undefined, acceptLanguage: null, userAgent: 'Mozilla/5.0', platformHosts: ['localhost'], lookup: async (_kind, key) => tenants[key] ?? null, ...extra });

  it('an offline clinic answers the offline page on every address, in the visitor’s language', async () => {
    expect(await visit('localhost', '/l/off-clinic/about')).toEqual({ kind: 'offline', locale: 'ru' });
    expect(await visit('off-clinic.kz', '/uz/news')).toEqual({ kind: 'offline', locale: 'uz' });
    expect(await visit('off-clinic.kz', '/sitemap.xml')).toEqual({ kind: 'offline', locale: 'ru' });
    expect(await visit('off-clinic.kz', '/', { acceptLanguage: 'kk-KZ,kk;q=0.9' })).toEqual({ kind: 'offline', locale: 'kk' });
    // The account area on its domain is the platform's, not the site.
    expect(await visit('off-clinic.kz', '/profile')).toMatchObject({ kind: 'rewrite', path: '/ru/profile' });
  });

  it('/l/{slug} of a clinic with a primary domain redirects there for good, with the path, locale and query', async () => {
    expect(await visit('localhost', '/l/pri-clinic')).toEqual({ kind: 'redirect-host', url: 'https://pri-clinic.kz/', status: 308 });
    expect(await visit('localhost', '/kk/l/pri-clinic/news/a', { search: '?page=2' })).toEqual({ kind: 'redirect-host', url: 'https://pri-clinic.kz/kk/news/a?page=2', status: 308 });
    expect(await visit('pri-clinic.kz', '/news')).toMatchObject({ kind: 'rewrite', path: '/ru/l/pri-clinic.kz/news' });
  });
});
