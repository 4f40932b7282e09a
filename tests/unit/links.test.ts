import { describe, expect, it } from 'vitest';
import { companyHomeLink, siteLink, sitePathFromPathname, switchLocaleLink, type SiteLinkContext } from '@/lib/tenants/links';

// SPEC 2.4 links and SPEC 2.1 prefixes, one rule per test.

const platform: SiteLinkContext = { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: false };
const external: SiteLinkContext = { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: true };

describe('companyHomeLink', () => {
  it('SPEC 2.4: on a platform host the company home is /l/{companySlug}, ru without prefix', () => {
    expect(companyHomeLink(platform)).toBe('/l/demo-clinic');
  });

  it('SPEC 2.1: on a platform host the company home carries the /kk, /uz, /en prefix', () => {
    expect(companyHomeLink({ ...platform, locale: 'kk' })).toBe('/kk/l/demo-clinic');
    expect(companyHomeLink({ ...platform, locale: 'uz' })).toBe('/uz/l/demo-clinic');
    expect(companyHomeLink({ ...platform, locale: 'en' })).toBe('/en/l/demo-clinic');
  });

  it('SPEC 2.4: on an external host the company home is / (or the bare locale prefix)', () => {
    expect(companyHomeLink(external)).toBe('/');
    expect(companyHomeLink({ ...external, locale: 'kk' })).toBe('/kk');
  });
});

describe('siteLink', () => {
  it('SPEC 2.4: on a non-official (external) host links are root-relative such as /materials/{code}', () => {
    expect(siteLink(external, 'materials/price-list')).toBe('/materials/price-list');
    expect(siteLink({ ...external, locale: 'en' }, '/materials/price-list/')).toBe('/en/materials/price-list');
  });

  it('SPEC 2.4: otherwise links are under /l/{companySlug}/...', () => {
    expect(siteLink(platform, '/materials/price-list')).toBe('/l/demo-clinic/materials/price-list');
    expect(siteLink({ ...platform, locale: 'kk' }, 'about')).toBe('/kk/l/demo-clinic/about');
  });

  it('SPEC 2.4: an empty path links to the company home', () => {
    expect(siteLink(platform, '')).toBe('/l/demo-clinic');
    expect(siteLink(external, '/')).toBe('/');
  });
});

describe('switchLocaleLink', () => {
  it('SPEC 2.1: the same page in another locale gets that locale prefix, Russian none', () => {
    const kk = { ...platform, locale: 'kk' as const };
    expect(switchLocaleLink(kk, 'about', 'ru')).toBe('/l/demo-clinic/about');
    expect(switchLocaleLink(platform, 'about', 'kk')).toBe('/kk/l/demo-clinic/about');
    expect(switchLocaleLink(external, 'news/clinic-news', 'uz')).toBe('/uz/news/clinic-news');
    expect(switchLocaleLink({ ...external, locale: 'en' }, '', 'ru')).toBe('/');
  });
});

describe('sitePathFromPathname', () => {
  it('the visible platform path /kk/l/{slug}/about gives about', () => {
    expect(sitePathFromPathname('/kk/l/demo-clinic/about')).toBe('about');
    expect(sitePathFromPathname('/l/demo-clinic/news/clinic-news/page/2')).toBe('news/clinic-news/page/2');
    expect(sitePathFromPathname('/l/demo-clinic')).toBe('');
  });

  it('the visible custom-host path /kk/about gives about', () => {
    expect(sitePathFromPathname('/kk/about')).toBe('about');
    expect(sitePathFromPathname('/materials/price-list/')).toBe('materials/price-list');
    expect(sitePathFromPathname('/kk')).toBe('');
    expect(sitePathFromPathname('/')).toBe('');
  });

  it('the internal path /ru/l/{host}/about gives about', () => {
    expect(sitePathFromPathname('/ru/l/demo-clinic.localhost/about')).toBe('about');
    expect(sitePathFromPathname('/en/l/demo-clinic/specialists/ivanov/reviews')).toBe('specialists/ivanov/reviews');
  });

  it('a two-letter segment that is not a locale is kept', () => {
    expect(sitePathFromPathname('/de/about')).toBe('de/about');
    expect(sitePathFromPathname('/kkk/about')).toBe('kkk/about');
  });
});
