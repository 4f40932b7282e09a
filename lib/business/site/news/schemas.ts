// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { localizedDocSchema } from '@/lib/content/rich-text/doc';
import { versionSchema } from '../../edit-conflict';
import { CLINIC_TIME_ZONE } from '@/lib/forms/schemas';
import { wallMsToInstant } from '@/lib/dates/wall-time';
import { localizedText } from '../../localized';
import { isValidNewsSlug, NEWS_SLUG_MAX } from '../slug';

/*
 * The news editor's bodies (lower snake_case, as every business body). Titles and summaries are
 * PLAIN TEXT (never HTML: a `<b>` stays the four characters it is); the body is rich text, a
 * TipTap document per locale reduced to the allow-list (lib/content/rich-text/doc.ts) on save.
 * Field codes: BusinessErrors.fields.
 */

export const NEWS_LIMITS = { title: 200, summary: 1000, body: 20_000, categoryName: 100 } as const;

const slug = z
  .string({ error: 'invalid_type' })
  .trim()
  .max(NEWS_SLUG_MAX, 'too_long')
  .refine((value) => value === '' || isValidNewsSlug(value), 'invalid_news_slug');

const optionalSlug = slug
  .nullable()
  .optional()
  .transform((value) => value || undefined)
  .openapi({ description: "Lower-case Latin letters, digits and dashes (not 'page'); empty or absent: made from the Russian title. Unique in the category" });

/** A point in time: ISO 8601 with a zone, or the clinics' wall time (Asia/Almaty) `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Scheduling reaches this far ahead at most; earlier than 2000 is a typo. */
const LATEST_YEARS_AHEAD = 5;
const EARLIEST = Date.UTC(2000, 0, 1);

/** A published_at as sent, as an instant; null when it is no date or out of range. '2026-12-01' is midnight in Almaty. */
export function parsePublishedAt(value: string, now = Date.now()): Date | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  let instant: number;
  if (zone) {
    const parsed = Date.parse(value.trim().replace(' ', 'T'));
    if (Number.isNaN(parsed)) return null;
    instant = parsed;
  } else {
    instant = wallMsToInstant(wall, CLINIC_TIME_ZONE);
  }
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + LATEST_YEARS_AHEAD);
  return instant < EARLIEST || instant > latest.getTime() ? null : new Date(instant);
}

const publishedAt = z
  .string({ error: 'invalid_type' })
  .max(40, 'invalid_date')
  .transform((value, ctx) => {
    const date = parsePublishedAt(value);
    if (!date) ctx.addIssue({ code: 'custom', message: 'invalid_date' });
    return date ?? new Date(0);
  })
  .openapi({
    description:
      "When the item is (or becomes) public: ISO 8601 (`2026-12-01T09:00:00+05:00`), or the clinics' wall time in Asia/Almaty (`2026-12-01`, `2026-12-01T09:00`); " +
      'from 2000 to five years ahead. A future time with published=true schedules the item: the site shows it, and subscribers are mailed, from then on',
    example: '2026-12-01T09:00:00+05:00',
  });

const id = (description: string) => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').openapi({ description });

const fields = {
  category_id: id('The ID of one of the company\'s news categories (GET …/business/news_categories)'),
  slug: optionalSlug,
  title: localizedText(NEWS_LIMITS.title, { required: true, description: 'The title per locale; Russian required' }),
  summary: localizedText(NEWS_LIMITS.summary, { description: 'The lead shown in lists and mails per locale; null or {} removes it' }).nullable(),
  body: localizedDocSchema({ required: true, description: 'The text per locale; Russian required' }),
  published: z.boolean({ error: 'invalid_type' }).openapi({ description: 'false: a draft, never shown. true: public from published_at' }),
  published_at: publishedAt,
};

/** A new news item: category, title and body required; a draft unless `published`; published_at defaults to now. */
export const newsCreateSchema = z
  .object(
    {
      ...fields,
      summary: fields.summary.optional(),
      published: fields.published.optional().default(false),
      published_at: fields.published_at.optional(),
    },
    { error: 'invalid_type' },
  )
  .openapi('NewsCreate');

/** An edit: every field optional; a sent field replaces the stored one (a localized field as a whole: a locale left out is removed). */
export const newsUpdateSchema = z
  .object(
    {
      category_id: fields.category_id.optional(),
      slug: fields.slug,
      title: fields.title.optional(),
      summary: fields.summary.optional(),
      body: fields.body.optional(),
      published: fields.published.optional(),
      published_at: fields.published_at.optional(),
      version: versionSchema.optional().openapi({ description: 'The VERSION the edit was made from (the editor always sends it): when the item was saved since, 409 edit_conflict with the stored item and the differing fields. Absent: no check (a script toggling `published`)' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('NewsUpdate');

export type NewsCreate = z.infer<typeof newsCreateSchema>;
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

export const NEWS_CATEGORY_COMPONENTS = ['news-list', 'news-grid'] as const;

/** A new news category: its name per locale (Russian required); the slug is made from it when empty. */
export const newsCategoryCreateSchema = z
  .object(
    {
      name: localizedText(NEWS_LIMITS.categoryName, { required: true, description: 'The category name per locale; Russian required' }),
      slug: optionalSlug,
      component: z.enum(NEWS_CATEGORY_COMPONENTS, { error: 'invalid' }).optional().openapi({ description: 'How the site lists it: news-list (default) or news-grid' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('NewsCategoryCreate');

export type NewsCategoryCreate = z.infer<typeof newsCategoryCreateSchema>;

/** A category's new name per locale (Russian required) and listing style; its address stays (the site's links and items hang on it). */
export const newsCategoryUpdateSchema = newsCategoryCreateSchema.omit({ slug: true }).openapi('NewsCategoryUpdate');

export type NewsCategoryUpdate = z.infer<typeof newsCategoryUpdateSchema>;

export const NEWS_CATEGORY_MOVES = ['up', 'down'] as const;

/** One step of a category in the site's order: before the one above it, or after the one below. */
export const newsCategoryMoveSchema = z
  .object({ direction: z.enum(NEWS_CATEGORY_MOVES, { error: 'invalid' }).openapi({ description: 'up or down' }) }, { error: 'invalid_type' })
  .openapi('NewsCategoryMove');

export type NewsCategoryMove = z.infer<typeof newsCategoryMoveSchema>;

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** draft: not published; scheduled: published for a later time; published: public now. */
export const newsStatus = (item: { isPublished: boolean; publishedAt: Date }, now = Date.now()): NewsStatus =>
  !item.isPublished ? 'draft' : item.publishedAt.getTime() > now ? 'scheduled' : 'published';
