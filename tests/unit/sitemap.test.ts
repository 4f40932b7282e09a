import { describe, expect, it } from 'vitest';
import type { MenuEntry, MenuItemRecord } from '@/lib/menu/types';
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapContent } from '@/lib/seo/sitemap';
import type { SiteAddress } from '@/lib/seo/urls';

// sitemap.xml and robots.txt of a company site, built from plain inputs.

const platform: SiteAddress = { origin: 'https://clinics.example', links: { companySlug: 'family-med', isExternalHost: false } };
const ownHost: SiteAddress = { origin: 'https://demo-clinic.kz', links: { companySlug: 'demo-clinic', isExternalHost: true } };

const entry = (slug: string, items: MenuEntry[] = [], spa = true): MenuEntry => ({ id: 1, title: slug, link: `/${slug}`, slug, spa, items });
const record = (relationCode: string | null, isHidden = false, items: MenuItemRecord[] = []): MenuItemRecord => ({
  id: 1,
  name: { ru: 'x' },
  typeCode: 4,
  relationType: relationCode ? 2 : 1,
  relationCode,
  alias: null,
  isHidden,
  items,
});

const content = (overrides: Partial<SitemapContent> = {}): SitemapContent => ({
  menu: [entry(''), entry('about'), entry('specialists')],
  menuItems: [],
  specialists: [],
  newsCategories: [],
  news: [],
  materials: [],
  ...overrides,
});

const paths = (c: SitemapContent) => sitemapEntries(c).map((e) => e.path);

describe('sitemapEntries', () => {
  it('lists the home and the menu pages once each, in menu order, children included', () => {
    const menu = [entry(''), entry('about'), entry('specialists', [entry('specialists'), entry('appointment')]), entry('contacts')];
    expect(paths(content({ menu }))).toEqual(['', 'about', 'specialists', 'appointment', 'contacts']);
  });

  it('leaves out menu links that leave the site (an absolute ALIAS)', () => {
    expect(paths(content({ menu: [entry(''), { ...entry('https://gov.kz'), slug: '', spa: false }] }))).toEqual(['']);
  });

  it('adds every specialist, the news section, its categories and items with their dates', () => {
    const list = sitemapEntries(
      content({
        menu: [entry('')],
        specialists: [{ slug: 'elena-kim', updatedAt: '2026-01-02T00:00:00.000Z' }],
        newsCategories: [{ slug: 'clinic-news' }],
        news: [{ categorySlug: 'clinic-news', slug: 'open', publishedAt: '2026-03-05T10:00:00.000Z' }],
      }),
    );
    expect(list).toEqual([
      { path: '', lastModified: null },
      { path: 'specialists/elena-kim', lastModified: '2026-01-02T00:00:00.000Z' },
      { path: 'news', lastModified: null },
      { path: 'news/clinic-news', lastModified: null },
      { path: 'news/clinic-news/open', lastModified: '2026-03-05T10:00:00.000Z' },
    ]);
  });

  it('adds materials, but not one that only hidden menu items point at', () => {
    const c = content({
      menu: [entry(''), entry('materials/price-list')],
      menuItems: [record('price-list'), record(null, false, [record('vacancies', true)])],
      materials: [{ code: 'price-list', updatedAt: '2026-02-01T00:00:00.000Z' }, { code: 'vacancies' }, { code: 'standalone' }],
    });
    expect(sitemapEntries(c)).toEqual([
      { path: '', lastModified: null },
      { path: 'materials/price-list', lastModified: '2026-02-01T00:00:00.000Z' },
      { path: 'materials/standalone', lastModified: null },
    ]);
  });

  it('lists a material with a page of its own (/gobmp, /determine) at that page, its canonical, and only while the menu shows it', () => {
    const c = content({
      menu: [entry(''), entry('gobmp'), entry('determine')],
      materials: [{ code: 'determine', updatedAt: '2026-02-01T00:00:00.000Z' }, { code: 'gobmp' }, { code: 'osms', updatedAt: '2026-02-02T00:00:00.000Z' }],
    });
    expect(sitemapEntries(c)).toEqual([
      { path: '', lastModified: null },
      { path: 'gobmp', lastModified: null },
      { path: 'determine', lastModified: '2026-02-01T00:00:00.000Z' },
    ]);
  });
});

describe('sitemapXml', () => {
  it('writes one <url> per page and offered locale, with the locale prefix and the /l/{slug} path', () => {
    const xml = sitemapXml(platform, ['ru', 'kk'], [{ path: '' }, { path: 'about' }]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://clinics.example/l/family-med',
      'https://clinics.example/kk/l/family-med',
      'https://clinics.example/l/family-med/about',
      'https://clinics.example/kk/l/family-med/about',
    ]);
    expect(xml).not.toMatch(/\/(en|uz)\//);
  });

  it('gives each <url> xhtml:link alternates for exactly the offered locales and x-default (ru)', () => {
    const xml = sitemapXml(ownHost, ['ru', 'kk', 'uz', 'en'], [{ path: 'contacts' }]);
    const first = xml.split('</url>')[0];
    expect([...first.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'ru https://demo-clinic.kz/contacts',
      'kk https://demo-clinic.kz/kk/contacts',
      'uz https://demo-clinic.kz/uz/contacts',
      'en https://demo-clinic.kz/en/contacts',
      'x-default https://demo-clinic.kz/contacts',
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes lastmod as a W3C date and escapes XML in URLs', () => {
    const xml = sitemapXml(ownHost, ['ru'], [{ path: 'materials/a&b', lastModified: '2026-03-05T10:00:00.123Z' }, { path: 'x', lastModified: 'not a date' }]);
    expect(xml).toContain('<lastmod>2026-03-05T10:00:00Z</lastmod>');
    expect(xml).toContain('<loc>https://demo-clinic.kz/materials/a&amp;b</loc>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('robotsTxt', () => {
  it('allows every crawler everything and names the absolute sitemap URL', () => {
    expect(robotsTxt('https://demo-clinic.kz/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://demo-clinic.kz/sitemap.xml\n');
  });
});

describe('sitemap languages (issue 31)', () => {
  it('lists a page only in Russian and the offered locales its main text is written in, hreflang likewise; x-default is Russian', () => {
    const xml = sitemapXml(platform, ['ru', 'kk', 'uz'], [{ path: 'about', locales: ['kk', 'en'] }, { path: 'appointment' }]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://clinics.example/l/family-med/about',
      'https://clinics.example/kk/l/family-med/about',
      'https://clinics.example/l/family-med/appointment',
      'https://clinics.example/kk/l/family-med/appointment',
      'https://clinics.example/uz/l/family-med/appointment',
    ]);
    const about = xml.split('<url>')[1];
    expect([...about.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'ru https://clinics.example/l/family-med/about',
      'kk https://clinics.example/kk/l/family-med/about',
      'x-default https://clinics.example/l/family-med/about',
    ]);
  });

  it('gives each page the languages of its main text; a list page those of every item it shows', () => {
    const list = sitemapEntries(
      content({
        menu: [entry(''), entry('specialists')],
        specialists: [
          { slug: 'a', locales: ['kk'], cardLocales: ['kk', 'uz'] },
          { slug: 'b', locales: [], cardLocales: ['uz'] },
        ],
      }),
    );
    expect(list.map((e) => [e.path, e.locales])).toEqual([
      ['', undefined],
      ['specialists', ['uz']],
      ['specialists/a', ['kk']],
      ['specialists/b', []],
    ]);
  });
});
