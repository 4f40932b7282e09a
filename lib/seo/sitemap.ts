import { materialPath } from '@/lib/menu/material-paths';
import type { Locale } from '@/lib/i18n/locales';
import { RELATION_TYPE } from '@/lib/menu/section-types';
import type { MenuEntry, MenuItemRecord } from '@/lib/menu/types';
import { absoluteSiteUrl, alternateUrls, type SiteAddress } from './urls';

/** A page of a company site: its path (as for siteLink) and when it last changed, if known. */
export type SitemapEntry = { path: string; lastModified?: string | null };

/** What a company's sitemap lists, read from its tables (dates as ISO strings: they pass a JSON cache). */
export type SitemapContent = {
  /** The built menu (SPEC 2.5): the pages the landing-navigation check lets through. */
  menu: MenuEntry[];
  /** The stored menu, to leave out materials that only hidden items point at. */
  menuItems: MenuItemRecord[];
  specialists: Array<{ slug: string; updatedAt?: string | null }>;
  newsCategories: Array<{ slug: string }>;
  news: Array<{ categorySlug: string; slug: string; publishedAt?: string | null }>;
  materials: Array<{ code: string; updatedAt?: string | null }>;
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
  return [...entries.values()];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C datetime without milliseconds, or null for a value that is not a date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * sitemap.xml: one <url> per page and offered locale, each with xhtml:link alternates for
 * every offered locale and x-default (the Russian page), as Google reads hreflang in sitemaps.
 */
export function sitemapXml(address: SiteAddress, locales: readonly Locale[], entries: SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const entry of entries) {
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
