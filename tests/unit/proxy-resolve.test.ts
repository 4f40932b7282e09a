import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_PATH_LENGTH, resolveRequest, UNKNOWN_SITE, type ProxyRequest } from '@/lib/proxy/resolve';
import type { TenantSummary } from '@/lib/tenants/types';

// DESIGN "Request flow" with SPEC 2.1 prefixes and SPEC 4 locale choice. The tenant
// lookup is a fake over two companies; the real one is covered by integration tests.

const DEMO: TenantSummary = { code: 'DEMO', slug: 'demo-clinic', locales: ['ru', 'kk', 'uz', 'en'] };
const FAMILY: TenantSummary = { code: 'FAMILY', slug: 'family-med', locales: ['ru', 'kk'] };
const RU_ONLY: TenantSummary = { code: 'RUONLY', slug: 'ru-only', locales: ['ru'] };

const bySlug: Record<string, TenantSummary> = { 'demo-clinic': DEMO, 'family-med': FAMILY, 'ru-only': RU_ONLY };
const byHost: Record<string, TenantSummary> = { 'demo-clinic.localhost': DEMO, 'ru-only.localhost': RU_ONLY };

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function request(pathname: string, overrides: Partial<ProxyRequest> = {}) {
  const lookup = vi.fn(async (kind: 'slug' | 'host', key: string) => (kind === 'slug' ? bySlug[key] : byHost[key]) ?? null);
  const req: ProxyRequest = {
    host: 'localhost:3000',
    pathname,
    cookieLocale: undefined,
    acceptLanguage: null,
    userAgent: CHROME,
    platformHosts: ['localhost', '127.0.0.1'],
    lookup,
    ...overrides,
  };
  return { req, lookup };
}

const resolve = (pathname: string, overrides: Partial<ProxyRequest> = {}) => resolveRequest(request(pathname, overrides).req);

const rewrite = (path: string, locale: Locale, tenant: TenantSummary | null, isExternalHost = false) => ({
  kind: 'rewrite',
  path,
  locale,
  tenant,
  isExternalHost,
});

describe('resolveRequest: landing paths on the platform host', () => {
  it('SPEC 2.1: Russian has no prefix: /l/demo-clinic rewrites to /ru/l/demo-clinic', async () => {
    expect(await resolve('/l/demo-clinic')).toEqual(rewrite('/ru/l/demo-clinic', 'ru', DEMO));
  });

  it('SPEC 2.1: the others use the prefixes /kk, /uz, /en: /kk/l/demo-clinic/about rewrites to /kk/l/demo-clinic/about', async () => {
    expect(await resolve('/kk/l/demo-clinic/about')).toEqual(rewrite('/kk/l/demo-clinic/about', 'kk', DEMO));
    expect(await resolve('/en/l/demo-clinic/news/clinic-news/page/2')).toEqual(rewrite('/en/l/demo-clinic/news/clinic-news/page/2', 'en', DEMO));
  });

  it('SPEC 2.1: ru has no prefix, so /ru/l/x is a 308 redirect to /l/x', async () => {
    const { req, lookup } = request('/ru/l/x');
    expect(await resolveRequest(req)).toEqual({ kind: 'redirect', path: '/l/x', status: 308 });
    expect(await resolve('/ru')).toEqual({ kind: 'redirect', path: '/', status: 308 });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('DESIGN "Request flow": a locale the company does not offer redirects to the same page in Russian (/en/l/family-med -> /l/family-med)', async () => {
    expect(await resolve('/en/l/family-med')).toEqual({ kind: 'redirect', path: '/l/family-med', status: 307 });
    expect(await resolve('/uz/l/family-med/about')).toEqual({ kind: 'redirect', path: '/l/family-med/about', status: 307 });
  });

  it('SPEC 2.2: a two-letter prefix that is not a locale (/de/l/demo-clinic) goes to the platform catch-all /ru/de/l/demo-clinic', async () => {
    const { req, lookup } = request('/de/l/demo-clinic');
    expect(await resolveRequest(req)).toEqual(rewrite('/ru/de/l/demo-clinic', 'ru', null));
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('resolveRequest: SPEC 4 locale choice on unprefixed paths', () => {
  it('SPEC 4: detected from the locale cookie: cookie kk for a company offering kk -> 307 to /kk/...', async () => {
    expect(await resolve('/l/family-med/about', { cookieLocale: 'kk' })).toEqual({ kind: 'redirect', path: '/kk/l/family-med/about', status: 307 });
    expect(await resolve('/l/family-med', { cookieLocale: 'kk' })).toEqual({ kind: 'redirect', path: '/kk/l/family-med', status: 307 });
  });

  it('SPEC 2.1: a company without a Kazakh name never gets /kk: cookie kk stays Russian (rewrite)', async () => {
    expect(await resolve('/l/ru-only/about', { cookieLocale: 'kk', acceptLanguage: 'kk-KZ' })).toEqual(rewrite('/ru/l/ru-only/about', 'ru', RU_ONLY));
  });

  it('SPEC 4: the cookie comes before the browser languages: cookie ru beats Accept-Language kk', async () => {
    expect(await resolve('/l/demo-clinic', { cookieLocale: 'ru', acceptLanguage: 'kk-KZ,kk;q=0.9' })).toEqual(rewrite('/ru/l/demo-clinic', 'ru', DEMO));
  });

  it('SPEC 4: then from the browser languages: Accept-Language kk-KZ,ru;q=0.8 without a cookie redirects to /kk', async () => {
    expect(await resolve('/l/demo-clinic/about', { acceptLanguage: 'kk-KZ,ru;q=0.8' })).toEqual({
      kind: 'redirect',
      path: '/kk/l/demo-clinic/about',
      status: 307,
    });
  });

  it('SPEC 4: then the default (ru): / on the platform host rewrites to /ru', async () => {
    expect(await resolve('/')).toEqual(rewrite('/ru', 'ru', null));
  });

  it('SPEC 4: a prefixed path is not re-detected: /kk/... with cookie ru stays kk', async () => {
    expect(await resolve('/kk/l/demo-clinic', { cookieLocale: 'ru' })).toEqual(rewrite('/kk/l/demo-clinic', 'kk', DEMO));
  });
});

describe('resolveRequest: custom hosts', () => {
  it('DESIGN "Request flow": custom host demo-clinic.localhost:3000 /kk/about rewrites to /kk/l/demo-clinic.localhost/about', async () => {
    const { req, lookup } = request('/kk/about', { host: 'demo-clinic.localhost:3000' });
    expect(await resolveRequest(req)).toEqual(rewrite('/kk/l/demo-clinic.localhost/about', 'kk', DEMO, true));
    expect(lookup).toHaveBeenCalledWith('host', 'demo-clinic.localhost');
  });

  it('SPEC 4 "External host flag": / on a custom host is the company home in Russian with the flag set', async () => {
    expect(await resolve('/', { host: 'Demo-Clinic.localhost' })).toEqual(rewrite('/ru/l/demo-clinic.localhost', 'ru', DEMO, true));
  });

  it('the account area on a custom host: /profile and /kk/profile/contacts rewrite to /{locale}/profile…, not to the clinic site', async () => {
    expect(await resolve('/profile', { host: 'demo-clinic.localhost:3000' })).toEqual(rewrite('/ru/profile', 'ru', DEMO, true));
    expect(await resolve('/kk/profile/contacts', { host: 'demo-clinic.localhost:3000' })).toEqual(rewrite('/kk/profile/contacts', 'kk', DEMO, true));
    // Only /profile itself and below: /profiles is a page of the clinic's site.
    expect(await resolve('/profiles', { host: 'demo-clinic.localhost:3000' })).toEqual(rewrite('/ru/l/demo-clinic.localhost/profiles', 'ru', DEMO, true));
  });

  it('the account area on a custom host keeps the clinic’s languages: /kk/profile on a Russian-only clinic redirects to /profile', async () => {
    expect(await resolve('/kk/profile', { host: 'ru-only.localhost' })).toEqual({ kind: 'redirect', path: '/profile', status: 307 });
  });

  it('the account area on the platform host: /uz/profile/password rewrites to itself, /profile to /ru/profile', async () => {
    expect(await resolve('/uz/profile/password')).toEqual(rewrite('/uz/profile/password', 'uz', null));
    expect(await resolve('/profile')).toEqual(rewrite('/ru/profile', 'ru', null));
  });

  it('DESIGN "Request flow": on a custom host a locale the company does not offer redirects to Russian', async () => {
    expect(await resolve('/kk/about', { host: 'ru-only.localhost' })).toEqual({ kind: 'redirect', path: '/about', status: 307 });
  });
});

describe('resolveRequest: unknown companies and bad requests', () => {
  it('SPEC 2.5: if no company is known on a landing path, it rewrites to the unknown site (/ru/l/_unknown)', async () => {
    expect(UNKNOWN_SITE).toBe('_unknown');
    expect(await resolve('/l/no-such-clinic/about')).toEqual(rewrite('/ru/l/_unknown', 'ru', null));
    expect(await resolve('/kk/l/no-such-clinic')).toEqual(rewrite('/kk/l/_unknown', 'kk', null));
  });

  it('SPEC 2.8: errors for bot user agents are not rendered as an error page: unknown slug + Googlebot -> plain 404', async () => {
    expect(await resolve('/l/no-such-clinic', { userAgent: GOOGLEBOT })).toEqual({ kind: 'plain', status: 404, body: 'Page Not Found: /l/no-such-clinic' });
  });

  it("SPEC 8: a bot's 404 answer is the message 'Page Not Found: {fullPath}', with the query", async () => {
    expect(await resolve('/kk/l/no-such-clinic/news', { userAgent: GOOGLEBOT, search: '?page=2' })).toMatchObject({ body: 'Page Not Found: /kk/l/no-such-clinic/news?page=2' });
  });

  it('STYLE: on the platform host a site with a dot (/l/demo-clinic.localhost) is unknown', async () => {
    const { req, lookup } = request('/l/demo-clinic.localhost');
    expect(await resolveRequest(req)).toEqual(rewrite('/ru/l/_unknown', 'ru', null));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a path longer than MAX_PATH_LENGTH is a plain 400 before any lookup', async () => {
    const long = `/l/demo-clinic/${'a'.repeat(MAX_PATH_LENGTH)}`;
    const { req, lookup } = request(long);
    expect(await resolveRequest(req)).toMatchObject({ kind: 'plain', status: 400 });
    expect(lookup).not.toHaveBeenCalled();
    expect(await resolve(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toMatchObject({ kind: 'rewrite' });
  });

  it('a Host header with odd characters is a plain 400', async () => {
    for (const host of ['evil host', '<script>', 'a..b', '', null]) {
      expect(await resolve('/l/demo-clinic', { host })).toMatchObject({ kind: 'plain', status: 400 });
    }
  });
});

describe('crawler files', () => {
  it('robots.txt and sitemap.xml are not redirected by the browser language', async () => {
    const lookup = async () => ({ code: 'DEMO', slug: 'demo-clinic', locales: ['ru', 'kk', 'uz', 'en'] as ('ru' | 'kk' | 'uz' | 'en')[] });
    for (const pathname of ['/l/demo-clinic/robots.txt', '/l/demo-clinic/sitemap.xml']) {
      const decision = await resolveRequest({ host: 'localhost:3000', pathname, cookieLocale: undefined, acceptLanguage: 'en-US,en;q=0.9', userAgent: null, platformHosts: ['localhost'], lookup });
      expect(decision).toMatchObject({ kind: 'rewrite', path: `/ru${pathname}` });
    }
  });
});
