import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageMetadata, siteMetadata, summarize, type SeoSite } from '@/lib/seo/metadata';
import { canonicalAddress, hostOrigin, proSiteHref, publicBaseUrl, servedAddress } from '@/lib/seo/urls';
import { company } from './seo-fixtures';

// Page metadata: canonical per host kind, hreflang alternates for the company's locales only, Open Graph.

const family: SeoSite = { locale: 'ru', locales: ['ru', 'kk'], company: company({ code: 'FAMILY', slug: 'family-med', name: { ru: 'Family Med', kk: 'Family Med KK' } }) };
const demo: SeoSite = { locale: 'kk', locales: ['ru', 'kk', 'uz', 'en'], company: company({ domains: ['demo-clinic.kz'] }) };

beforeEach(() => vi.stubEnv('PUBLIC_BASE_URL', 'https://clinics.example'));
afterEach(() => vi.unstubAllEnvs());

describe('absolute URLs', () => {
  it('a real custom host is served over https; a *.localhost host takes PUBLIC_BASE_URL scheme and port', () => {
    expect(hostOrigin('demo-clinic.kz', new URL('http://localhost:3100'))).toBe('https://demo-clinic.kz');
    expect(hostOrigin('demo-clinic.localhost', new URL('http://localhost:3100'))).toBe('http://demo-clinic.localhost:3100');
  });

  it('an unset or broken PUBLIC_BASE_URL falls back to http://localhost:3000', () => {
    expect(publicBaseUrl('').origin).toBe('http://localhost:3000');
    expect(publicBaseUrl('not a url').origin).toBe('http://localhost:3000');
  });

  it('the canonical copy of a company with a custom domain is that domain, else /l/{slug} on PUBLIC_BASE_URL', () => {
    expect(canonicalAddress(company({ domains: ['demo-clinic.kz'] }))).toEqual({ origin: 'https://demo-clinic.kz', links: { companySlug: 'demo-clinic', isExternalHost: true } });
    expect(canonicalAddress(company())).toEqual({ origin: 'https://clinics.example', links: { companySlug: 'demo-clinic', isExternalHost: false } });
  });

  it('the served copy follows the site param: a host is the own site, a slug the platform copy', () => {
    expect(servedAddress('demo-clinic.kz', 'demo-clinic').origin).toBe('https://demo-clinic.kz');
    expect(servedAddress('demo-clinic', 'demo-clinic')).toEqual({ origin: 'https://clinics.example', links: { companySlug: 'demo-clinic', isExternalHost: false } });
  });
});

describe('proSiteHref: where /pro links the clinic’s site (issue 28)', () => {
  const base = new URL('https://clinics.example');
  it('the canonical (primary) domain when the clinic has a verified one, absolute, in the page’s language', () => {
    expect(proSiteHref({ COMPANY_SLUG: 'demo-clinic', DOMAINS: ['demo-clinic.kz', 'old-demo.kz'] }, 'ru', '', base)).toBe('https://demo-clinic.kz/');
    expect(proSiteHref({ COMPANY_SLUG: 'demo-clinic', DOMAINS: ['demo-clinic.kz'] }, 'kk', 'specialists/elena-kim', base)).toBe('https://demo-clinic.kz/kk/specialists/elena-kim');
  });
  it('else the copy under /l/{slug} on the host /pro is on', () => {
    expect(proSiteHref({ COMPANY_SLUG: 'demo-clinic', DOMAINS: [] }, 'ru', '', base)).toBe('/l/demo-clinic');
    expect(proSiteHref({ COMPANY_SLUG: 'demo-clinic', DOMAINS: [] }, 'uz', 'news', base)).toBe('/uz/l/demo-clinic/news');
  });
});

describe('pageMetadata', () => {
  it('canonical of a /l/{slug} site without a domain is its own platform URL, with the locale prefix', () => {
    expect(pageMetadata(family, { path: 'about', title: 'О нас' }).alternates?.canonical).toBe('https://clinics.example/l/family-med/about');
    expect(pageMetadata({ ...family, locale: 'kk' }, { path: '' }).alternates?.canonical).toBe('https://clinics.example/kk/l/family-med');
  });

  it('canonical of a company with a custom domain is on that domain, root-relative paths', () => {
    expect(pageMetadata(demo, { path: 'contacts' }).alternates?.canonical).toBe('https://demo-clinic.kz/kk/contacts');
    expect(pageMetadata({ ...demo, locale: 'ru' }, { path: '' }).alternates?.canonical).toBe('https://demo-clinic.kz/');
  });

  it('hreflang alternates list only the offered locales, plus x-default -> the Russian page', () => {
    const languages = pageMetadata(family, { path: 'about' }).alternates?.languages;
    expect(languages).toEqual({
      ru: 'https://clinics.example/l/family-med/about',
      kk: 'https://clinics.example/kk/l/family-med/about',
      'x-default': 'https://clinics.example/l/family-med/about',
    });
  });

  it('a company with all four names has four alternates and x-default', () => {
    const languages = pageMetadata(demo, { path: 'about' }).alternates?.languages ?? {};
    expect(Object.keys(languages)).toEqual(['ru', 'kk', 'uz', 'en', 'x-default']);
    expect(languages['x-default']).toBe('https://demo-clinic.kz/about');
    expect(languages.en).toBe('https://demo-clinic.kz/en/about');
  });

  it('the home title is the company name alone; other pages give their own title for the template', () => {
    expect(pageMetadata(family, { path: '' }).title).toEqual({ absolute: 'Family Med' });
    expect(pageMetadata(family, { path: 'about', title: 'О нас' }).title).toBe('О нас');
  });

  it('Open Graph carries the URL, the title with the company, the locale and the logo as an absolute URL', () => {
    const og = pageMetadata(demo, { path: 'about', title: 'Клиника туралы' }).openGraph as Record<string, unknown>;
    expect(og.url).toBe('https://demo-clinic.kz/kk/about');
    expect(og.title).toBe('Клиника туралы — Демо Мед клиникасы');
    expect(og.locale).toBe('kk_KZ');
    expect(og.alternateLocale).toEqual(['ru_RU', 'uz_UZ', 'en_US']);
    expect(og.images).toEqual([{ url: 'https://demo-clinic.kz/demo/demo-clinic/logo.svg', alt: 'Клиника туралы' }]);
  });

  it('a page image replaces the logo; a news item is an article with its dates', () => {
    const og = pageMetadata(family, { path: 'news/news/x', title: 'X', image: '/demo/x.svg', type: 'article', publishedTime: '2026-03-05T10:00:00Z' }).openGraph as Record<string, unknown>;
    expect(og.type).toBe('article');
    expect(og.publishedTime).toBe('2026-03-05T10:00:00.000Z');
    expect(og.images).toEqual([{ url: 'https://clinics.example/demo/x.svg', alt: 'X' }]);
  });

  it('the description falls back to the company short description in the page locale', () => {
    expect(pageMetadata(family, { path: 'about' }).description).toBe('Многопрофильная клиника в Алматы.');
    expect(pageMetadata({ ...demo, locale: 'en' }, { path: '', description: '  ' }).description).toBe('A clinic in Almaty.');
    expect(pageMetadata(family, { path: 'about', description: 'Своё описание' }).description).toBe('Своё описание');
  });
});

describe('siteMetadata', () => {
  it('sets metadataBase on the canonical origin and no canonical (pages give their own)', () => {
    const meta = siteMetadata(demo);
    expect(String(meta.metadataBase)).toBe('https://demo-clinic.kz/');
    expect(meta.alternates).toBeUndefined();
    expect(meta.title).toEqual({ default: 'Демо Мед клиникасы', template: '%s — Демо Мед клиникасы' });
  });
});

describe('summarize', () => {
  it('keeps short text, joins lines, and cuts long text at a word with an ellipsis', () => {
    expect(summarize('Одна\nстрока')).toBe('Одна строка');
    const long = 'слово '.repeat(60);
    const cut = summarize(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('слово…')).toBe(true);
  });
});
