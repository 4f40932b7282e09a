import { materialPath } from '@/lib/menu/material-paths';
import type { Locale } from '@/lib/i18n/locales';
import { RELATION_TYPE } from '@/lib/menu/section-types';
import type { MenuEntry, MenuItemRecord } from '@/lib/menu/types';
import { aboutLocales, bothLocales, contactsLocales, everyLocales, homeLocales, listedIn, type CompanyTexts, type TextLocales } from './page-languages';
import { absoluteSiteUrl, alternateUrls, type SiteAddress } from './urls';

/**
 * A page of a company site: its path (as for siteLink), when it last changed, if known, and the
 * languages besides Russian its main text is written in (absent: every language).
 */
export type SitemapEntry = { path: string; lastModified?: string | null; locales?: readonly Locale[] };

/** A row's languages besides Russian with its main text (lib/seo/queries.ts); absent: every language. */
type Languages = { locales?: Locale[] };

/** What a company's sitemap lists, read from its tables (dates as ISO strings: they pass a JSON cache). */
export type SitemapContent = {
  /** The built menu (SPEC 2.5): the pages the landing-navigation check lets through. */
  menu: MenuEntry[];
  /** The stored menu, to leave out materials that only hidden items point at. */
  menuItems: MenuItemRecord[];
  /** cardLocales: the name and specialty alone, what the doctors' list shows of each. */
  specialists: Array<{ slug: string; updatedAt?: string | null; cardLocales?: Locale[] } & Languages>;
  newsCategories: Array<{ slug: string } & Languages>;
  /** titleLocales: the title alone, what a news list shows of each. */
  news: Array<{ categorySlug: string; slug: string; publishedAt?: string | null; titleLocales?: Locale[] } & Languages>;
  materials: Array<{ code: string; updatedAt?: string | null } & Languages>;
  /** The company's own texts (home, about, contacts); absent: those pages in every language. */
  company?: CompanyTexts;
};

function menuPaths(entries: MenuEntry[], into: string[] = []): string[] {
  for (const entry of entries) {
    // External links (an absolute ALIAS) leave the site.
    if (entry.spa) into.push(entry.slug);
    menuPaths(entry.items, into);
  }
  return into;
}

function materialCodes(items: MenuItemRecord[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.relationType === RELATION_TYPE.MATERIAL && item.relationCode) into.add(item.relationCode);
    materialCodes(item.items, into);
  }
  return into;
}

/**
 * The pages of a company site, in order: the home and the menu's pages, then every
 * specialist, the news section with its categories and items, and the materials. A material
 * that only hidden menu items point at is left out: the clinic took it off its site. A material
 * shown on a page of its own (/gobmp, /determine) is that page, dated by the material.
 */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastModified?: string | null) => {
    const known = entries.get(path);
    if (!known) entries.set(path, { path, lastModified: lastModified ?? null });
    else if (lastModified && !known.lastModified) known.lastModified = lastModified;
  };
  const fromMenu = menuPaths(content.menu);
  add('');
  for (const path of fromMenu) add(path);
  for (const specialist of content.specialists) add(`specialists/${specialist.slug}`, specialist.updatedAt);
  // The news routes need no menu entry (SPEC 2.5), so a company with news has /news.
  if (content.newsCategories.length > 0) add('news');
  for (const category of content.newsCategories) add(`news/${category.slug}`);
  for (const item of content.news) add(`news/${item.categorySlug}/${item.slug}`, item.publishedAt);
  const visible = new Set(fromMenu);
  const referenced = materialCodes(content.menuItems);
  for (const material of content.materials) {
    const path = `materials/${material.code}`;
    // A material with a page of its own (/gobmp, /determine) is listed there, its canonical, while the menu shows that page.
    const own = materialPath(material.code);
    if (own !== path) {
      if (visible.has(own)) add(own, material.updatedAt);
      continue;
    }
    if (referenced.has(material.code) && !visible.has(path)) continue;
    add(path, material.updatedAt);
  }
  const languages = pageLanguages(content);
  return [...entries.values()].map((entry) => {
    const locales = languages.get(entry.path);
    return locales ? { ...entry, locales } : entry;
  });
}

/**
 * The languages of each page with a main text of the clinic's own, by path (the rule per kind:
 * docs/decisions.md "Onboarding: a page in a language only with its main text"). A path not here
 * (a form, the gallery, reviews) is product text and the patients' own: every language.
 */
export function pageLanguages(content: SitemapContent): Map<string, readonly Locale[]> {
  const out = new Map<string, readonly Locale[]>();
  const set = (path: string, locales: TextLocales) => {
    if (locales) out.set(path, locales);
  };
  if (content.company) {
    set('', homeLocales(content.company));
    set('about', aboutLocales(content.company));
    set('contacts', contactsLocales(content.company));
  }
  set('specialists', everyLocales(content.specialists.map((specialist) => specialist.cardLocales)));
  for (const specialist of content.specialists) set(`specialists/${specialist.slug}`, specialist.locales);
  set('news', everyLocales(content.news.map((item) => item.titleLocales)));
  for (const category of content.newsCategories) {
    const items = content.news.filter((item) => item.categorySlug === category.slug).map((item) => item.titleLocales);
    set(`news/${category.slug}`, bothLocales(category.locales, everyLocales(items)));
  }
  for (const item of content.news) set(`news/${item.categorySlug}/${item.slug}`, item.locales);
  for (const material of content.materials) set(materialPath(material.code), material.locales);
  return out;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C datetime without milliseconds, or null for a value that is not a date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The offered locales a page is listed in: Russian, and each other whose main text it has. */
export function entryLocales(offered: readonly Locale[], locales: TextLocales): Locale[] {
  return offered.filter((locale) => listedIn(locales, locale));
}

/**
 * sitemap.xml: one <url> per page and locale it is listed in (offered, and with its main text in
 * that language), each with xhtml:link alternates for those locales and x-default (the Russian
 * page), as Google reads hreflang in sitemaps.
 */
export function sitemapXml(address: SiteAddress, offered: readonly Locale[], entries: SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const entry of entries) {
    const locales = entryLocales(offered, entry.locales);
    const alternates = Object.entries(alternateUrls(address, locales, entry.path));
    const lastmod = w3cDate(entry.lastModified);
    for (const locale of locales) {
      lines.push('  <url>', `    <loc>${escapeXml(absoluteSiteUrl(address, locale, entry.path))}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
      for (const [hreflang, href] of alternates) lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt of a company site: everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
