import { z } from '@hono/zod-openapi';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { localizedDocWireSchema } from '@/lib/content/rich-text/doc';
import { pickLocalized } from '@/lib/i18n/localized';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import type { EditorCategory } from './categories';
import type { EditorNewsRow } from './editor';
import { NEWS_CATEGORY_COMPONENTS, NEWS_STATUSES, newsStatus } from './schemas';

const localizedSchema = z
  .object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() })
  .openapi('LocalizedText', { description: 'Plain text per locale (render as text, never HTML); ru is always there (empty when only other locales have a text)' });

export const newsSummaryWireSchema = z
  .object({
    ID: z.number().int(),
    CATEGORY: z.object({ ID: z.number().int(), SLUG: z.string(), NAME: z.string().openapi({ description: "In the call's locale" }) }),
    SLUG: z.string(),
    TITLE: localizedSchema,
    SUMMARY: localizedSchema.nullable(),
    IMAGE: z.string().nullable().openapi({ description: 'The image address (/api/uploads/news/… or a link), or null' }),
    PUBLISHED: z.boolean(),
    PUBLISHED_AT: z.string().openapi({ description: 'ISO 8601 (UTC)' }),
    STATUS: z.enum(NEWS_STATUSES).openapi({ description: 'draft: not published; scheduled: published for a later time; published: public now' }),
    SUBSCRIBERS_NOTIFIED_AT: z.string().nullable().openapi({ description: "When the clinic's news subscribers were mailed about it (once ever), or null" }),
    URL: z.string().openapi({ description: "The item's page on the clinic's site, in the call's locale when the site offers it (a draft's page is a 404 until published)" }),
  })
  .openapi('EditorNewsSummary');

export const newsItemWireSchema = newsSummaryWireSchema
  .extend({ BODY: localizedDocWireSchema, VERSION: z.number().int().openapi({ description: 'Sent back with an edit (409 edit_conflict when the item was saved since)' }) })
  .openapi('EditorNewsItem');

export const newsCategoryWireSchema = z
  .object({
    ID: z.number().int(),
    INFORMATION_CODE: z.string(),
    SLUG: z.string(),
    NAME: localizedSchema,
    POSITION: z.number().int(),
    COMPONENT: z.enum(NEWS_CATEGORY_COMPONENTS),
    NEWS_COUNT: z.number().int().openapi({ description: 'Items in it, drafts included' }),
  })
  .openapi('EditorNewsCategory');

type SiteCompany = { slug: string; domains: string[]; locales: Locale[] };

const localized = (text: LocalizedText) => ({ ...text, ru: text.ru ?? '' });

/** An item in the editor's list (no body). */
export function newsSummaryToWire({ item, category }: EditorNewsRow, company: SiteCompany, locale: Locale) {
  const pageLocale = company.locales.includes(locale) ? locale : 'ru';
  return {
    ID: item.id,
    CATEGORY: { ID: category.id, SLUG: category.slug, NAME: pickLocalized(category.name, locale) },
    SLUG: item.slug,
    TITLE: localized(item.title),
    SUMMARY: item.summary ? localized(item.summary) : null,
    IMAGE: item.image,
    PUBLISHED: item.isPublished,
    PUBLISHED_AT: item.publishedAt.toISOString(),
    STATUS: newsStatus(item),
    SUBSCRIBERS_NOTIFIED_AT: item.subscribersNotifiedAt?.toISOString() ?? null,
    URL: absoluteSiteUrl(canonicalAddress(company), pageLocale, `news/${encodeURIComponent(category.slug)}/${encodeURIComponent(item.slug)}`),
  };
}

/** One item as the editor sees it, with its body. */
export const newsToWire = (row: EditorNewsRow, company: SiteCompany, locale: Locale) => ({ ...newsSummaryToWire(row, company, locale), BODY: row.item.body, VERSION: row.item.version });

export function categoryToWire(row: EditorCategory) {
  const component = (NEWS_CATEGORY_COMPONENTS as readonly string[]).includes(row.component) ? (row.component as (typeof NEWS_CATEGORY_COMPONENTS)[number]) : 'news-list';
  return { ID: row.id, INFORMATION_CODE: row.informationCode, SLUG: row.slug, NAME: localized(row.name), POSITION: row.position, COMPONENT: component, NEWS_COUNT: row.newsCount };
}
