import { describe, expect, it } from 'vitest';
import { dnsRecords } from '@/lib/domains/config';
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

describe('dnsRecords', () => {
  it('lists the TXT proof until verified, then where the domain points', () => {
    const env = { PUBLIC_BASE_URL: 'https://clinics.example', DOMAINS_A_RECORDS: '203.0.113.7, 203.0.113.8' } as unknown as NodeJS.ProcessEnv;
    expect(dnsRecords('clinic.kz', 'abc', env)).toEqual([
      { type: 'TXT', name: '_clinic-verification.clinic.kz', value: 'clinic-verification=abc' },
      { type: 'CNAME', name: 'clinic.kz', value: 'clinics.example' },
      { type: 'A', name: 'clinic.kz', value: '203.0.113.7' },
      { type: 'A', name: 'clinic.kz', value: '203.0.113.8' },
    ]);
    expect(dnsRecords('clinic.kz', null, { DOMAINS_CNAME_TARGET: 'sites.clinics.example' } as unknown as NodeJS.ProcessEnv)).toEqual([{ type: 'CNAME', name: 'clinic.kz', value: 'sites.clinics.example' }]);
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
