import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedPlainText } from '@/lib/i18n/rich-doc';
import type { Site } from '@/lib/site/load-site';
import { listedIn, type TextLocales } from './page-languages';
import { absoluteAssetUrl, absoluteSiteUrl, alternateUrls, canonicalAddress } from './urls';

/** What the metadata of a company page is built from (a loaded `Site` fits). */
export type SeoSite = Pick<Site, 'locale' | 'locales' | 'company'>;

export type PageSeo = {
  /** The path inside the site, as for siteLink: '' (home), 'about', 'specialists/elena-kim'. */
  path: string;
  /** The page's own title; the layout adds " — {company}". Omitted on the home: the company name. */
  title?: string;
  /** Plain text; cut to about 160 characters. Falls back to the company's short description. */
  description?: string | null;
  /** The page's image (a specialist photo, a news picture); else the company logo. */
  image?: string | null;
  /** Open Graph type: 'article' for a news item, 'profile' for a specialist. */
  type?: 'website' | 'article' | 'profile';
  publishedTime?: string | Date;
  modifiedTime?: string | Date;
  /**
   * The languages besides Russian the page's main text is written in (lib/seo/page-locales.ts);
   * undefined: every language. hreflang names only these, and another language's version is noindex.
   */
  textLocales?: TextLocales;
};

/** Open Graph wants language_TERRITORY. */
const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ', uz: 'uz_UZ', en: 'en_US' };

/** Plain text as a meta description: one line, cut at a word near `max` characters. */
export function summarize(text: string | null | undefined, max = 160): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** The company's own description in the page's locale, else the first paragraph of "about". */
function companyDescription(site: SeoSite): string {
  return summarize(pickLocalized(site.company.shortDescription, site.locale) || pickLocalizedPlainText(site.company.about, site.locale).split(/\n\s*\n/)[0]);
}

/**
 * The site layout's metadata: metadataBase on the company's canonical origin, the title
 * template, the description and favicon, Open Graph defaults with the logo. No canonical
 * here: a page without its own would otherwise inherit the home page's.
 */
export function siteMetadata(site: SeoSite): Metadata {
  const address = canonicalAddress(site.company);
  const name = pickLocalized(site.company.name, site.locale);
  const description = companyDescription(site) || undefined;
  const logo = site.company.logo ? absoluteAssetUrl(address.origin, site.company.logo) : undefined;
  return {
    metadataBase: new URL(address.origin),
    title: { default: name, template: `%s — ${name}` },
    description,
    icons: site.company.faviconLink ? { icon: site.company.faviconLink } : undefined,
    openGraph: { type: 'website', siteName: name, locale: OG_LOCALE[site.locale], description, images: logo ? [{ url: logo, alt: name }] : undefined },
  };
}

/**
 * A page's metadata: title, description, canonical URL, hreflang alternates for the
 * company's locales only (+ x-default -> Russian), Open Graph with the page image or the logo.
 *
 *   export async function generateMetadata({ params }) {
 *     const site = await siteFromParams(params); // lib/seo/site-from-params.ts
 *     return pageMetadata(site, { path: 'about', title: sectionTitle(site, 'about', t('title')) });
 *   }
 */
export function pageMetadata(site: SeoSite, page: PageSeo): Metadata {
  const address = canonicalAddress(site.company);
  const name = pickLocalized(site.company.name, site.locale);
  const url = absoluteSiteUrl(address, site.locale, page.path);
  const listed = site.locales.filter((locale) => listedIn(page.textLocales, locale));
  const description = summarize(page.description) || companyDescription(site) || undefined;
  const image = page.image || site.company.logo;
  const images = image ? [{ url: absoluteAssetUrl(address.origin, image), alt: page.title ?? name }] : undefined;
  const common = {
    url,
    siteName: name,
    title: page.title ? `${page.title} — ${name}` : name,
    description,
    locale: OG_LOCALE[site.locale],
    alternateLocale: listed.filter((locale) => locale !== site.locale).map((locale) => OG_LOCALE[locale]),
    images,
  };
  const iso = (value: string | Date | undefined) => (value ? new Date(value).toISOString() : undefined);
  const openGraph: Metadata['openGraph'] =
    page.type === 'article'
      ? { ...common, type: 'article', publishedTime: iso(page.publishedTime), modifiedTime: iso(page.modifiedTime ?? page.publishedTime) }
      : { ...common, type: page.type ?? 'website' };
  return {
    title: page.title ?? { absolute: name },
    description,
    alternates: { canonical: url, languages: alternateUrls(address, listed, page.path) },
    // The Russian fallback in another language's dress: still shown, not advertised (issue 31).
    ...(listed.includes(site.locale) ? {} : { robots: { index: false, follow: true } }),
    openGraph,
    twitter: { card: 'summary', title: common.title, description, images: images?.map((i) => i.url) },
  };
}
