import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedPlainText } from '@/lib/content/rich-text/doc';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { siteFromParams } from '@/lib/seo/site-from-params';
import type { SiteParams } from '@/lib/site/load-site';
import { findNewsCategoryFor, findNewsItemFor } from './load';
import { parsePageNumber } from './pagination';

/*
 * Metadata of the news pages: title, canonical URL and hreflang alternates (lib/seo). Paths
 * are built from the stored slugs, never from the URL; a page that answers the 404 gets none.
 */

export const newsIndexMetadata = (params: Promise<SiteParams>): Promise<Metadata> => sectionMetadata(params, 'news', 'News');

/** A category list; page 1 is the category URL (its canonical), page n its own URL. */
export async function newsCategoryMetadata(params: Promise<SiteParams>, rawCategory: string, rawPage = '1'): Promise<Metadata> {
  const site = await siteFromParams(params);
  const found = await findNewsCategoryFor(site, rawCategory);
  const page = parsePageNumber(rawPage);
  if (!found || !page) return {};
  const name = pickLocalized(found.category.name, site.locale);
  const base = `news/${found.category.slug}`;
  if (page === 1) return listedPageMetadata(site, { path: base, title: name });
  const t = await getTranslations({ locale: site.locale, namespace: 'News' });
  return listedPageMetadata(site, { path: `${base}/page/${page}`, title: t('pageTitle', { category: name, page }) });
}

export async function newsItemMetadata(params: Promise<SiteParams>, rawCategory: string, rawItem: string): Promise<Metadata> {
  const site = await siteFromParams(params);
  const found = await findNewsItemFor(site, rawCategory, rawItem);
  if (!found) return {};
  const { category, item } = found;
  return listedPageMetadata(site, {
    path: `news/${category.slug}/${item.slug}`,
    title: pickLocalized(item.title, site.locale),
    description: pickLocalized(item.summary, site.locale) || pickLocalizedPlainText(item.body, site.locale),
    image: item.image,
    type: 'article',
    publishedTime: item.publishedAt,
  });
}
