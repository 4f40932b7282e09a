import { z } from '@hono/zod-openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedDoc, pickLocalizedPlainText, richDocWireSchema } from '@/lib/content/rich-text/doc';
import type { Locale } from '@/lib/i18n/locales';
import { newsItemLink, NEWS_COMPONENTS, type NewsFront } from './front';
import type { NewsCategoryRecord, NewsItemRecord, NewsSummaryRecord } from './types';

export const newsFrontWireSchema = z
  .object({
    slug: z.string(),
    order: z.number().int(),
    component: z.enum(NEWS_COMPONENTS),
    props: z.record(z.string(), z.unknown()),
    baseCategoryUrl: z.string(),
  })
  .openapi('NewsFront');

export const newsCategoryWireSchema = z
  .object({ INFORMATION_CODE: z.string(), slug: z.string(), name: z.string(), front: newsFrontWireSchema })
  .openapi('NewsCategory');

export const newsSummaryWireSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    image: z.string().nullable(),
    publishedAt: z.string().openapi({ description: 'ISO 8601' }),
    link: z.string().openapi({ description: 'The item page inside the company site' }),
  })
  .openapi('NewsSummary');

export const newsItemWireSchema = newsSummaryWireSchema
  .extend({
    body: z.string().openapi({ description: 'The text as plain text: paragraphs, list items and table rows separated by line breaks (a blank line between blocks)' }),
    bodyDoc: richDocWireSchema.nullable().openapi({ description: 'The same text as rich text (headings, lists, links, images, tables), for clients that render it' }),
  })
  .openapi('NewsItem');

export function newsCategoryToWire(category: NewsCategoryRecord, front: NewsFront, locale: Locale): z.infer<typeof newsCategoryWireSchema> {
  return { INFORMATION_CODE: category.informationCode, slug: category.slug, name: pickLocalized(category.name, locale), front };
}

export function newsSummaryToWire(item: NewsSummaryRecord, front: NewsFront, locale: Locale): z.infer<typeof newsSummaryWireSchema> {
  return {
    slug: item.slug,
    title: pickLocalized(item.title, locale),
    summary: pickLocalized(item.summary, locale),
    image: item.image,
    publishedAt: item.publishedAt,
    link: newsItemLink(front, item.slug),
  };
}

export function newsItemToWire(item: NewsItemRecord, front: NewsFront, locale: Locale): z.infer<typeof newsItemWireSchema> {
  return { ...newsSummaryToWire(item, front, locale), body: pickLocalizedPlainText(item.body, locale), bodyDoc: pickLocalizedDoc(item.body, locale) };
}
