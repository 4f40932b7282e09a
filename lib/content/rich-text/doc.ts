// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { isDocEmpty, plainTextToDoc, RICH_LIMITS, type RichDoc, RICH_MARK_TYPES, RICH_NODE_TYPES, sanitizeDoc, withinRichLimits, type LocalizedDoc } from '@/lib/i18n/rich-doc';

/*
 * Rich text (issue 19): bodies of news, materials, the about page and the director's blog are
 * stored as TipTap/ProseMirror JSON reduced to an allow-list of nodes, marks and URL schemes. The
 * model (types, sanitizeDoc, plainTextToDoc, docToPlainText, …) lives in lib/i18n/rich-doc/ so the
 * layers below lib/content can read stored docs; this module re-exports it with the zod schemas of
 * the business API. Client-safe.
 */
export * from '@/lib/i18n/rich-doc';

/* ------------------------------------------------------------------ schemas */

/**
 * A body as sent: a ProseMirror/TipTap JSON document `{ "type": "doc", "content": [...] }`. The
 * shape and its size are checked here; what it may hold is the allow-list (RICH_NODE_TYPES,
 * RICH_MARK_TYPES): sanitizeDoc drops anything else (a pasted script, iframe or style with its
 * content, `on…`/style attributes, links other than http(s)/mailto/tel/`/path`, images other than
 * uploads or https) instead of refusing the save, as the editor's own paste does.
 */
export const richDocSchema = z
  .object({ type: z.literal('doc', { error: 'invalid' }), content: z.array(z.unknown(), { error: 'invalid' }) }, { error: 'invalid' })
  .refine((value) => withinRichLimits(value), 'too_long')
  .transform((value) => sanitizeDoc(value))
  .openapi({
    description: `Rich text: a TipTap/ProseMirror JSON document { "type": "doc", "content": [...] }. Allowed nodes: ${RICH_NODE_TYPES.join(', ')} (headings of levels 2–4, cells with colspan/rowspan); marks: ${RICH_MARK_TYPES.join(', ')} (link href: http(s), mailto, tel or a site path /…); image src: an upload /api/uploads/… or https. Anything else is dropped on save`,
  });

/** A locale's text: a rich doc, or (as before rich text) a plain text string, taken as paragraphs (blank lines) and line breaks. */
const richOrPlainText = z
  .unknown()
  .transform((value, ctx): RichDoc => {
    if (typeof value === 'string') {
      if (value.length <= RICH_LIMITS.text) return plainTextToDoc(value);
      ctx.addIssue({ code: 'custom', message: 'too_long' });
      return z.NEVER;
    }
    const parsed = richDocSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid' });
    return z.NEVER;
  })
  .openapi({ description: 'A rich text document { "type": "doc", "content": [...] } or a plain text string' });

/** `{ ru, kk, uz, en }` of rich docs; an empty doc is no text in that locale. `required`: Russian must have text. */
export function localizedDocSchema(options: { required?: boolean; description: string }) {
  return z
    .strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, richOrPlainText.nullable().optional()])) as Record<Locale, z.ZodOptional<z.ZodNullable<typeof richOrPlainText>>>, { error: 'invalid_type' })
    .transform((value, ctx) => {
      const kept: LocalizedDoc = {};
      for (const locale of LOCALES) {
        const doc = value[locale];
        if (doc && !isDocEmpty(doc)) kept[locale] = doc;
      }
      if (options.required && !kept.ru) ctx.addIssue({ code: 'custom', path: ['ru'], message: 'required' });
      return kept;
    })
    .openapi({ description: `${options.description}. Per locale a rich text document (see the rich text schema), or a plain text string (paragraphs separated by blank lines); an empty or absent locale has no text; only the company's offered locales` });
}

/** A stored body as an answer carries it: the sanitized document (for clients that render rich text). */
export const richDocWireSchema = z
  .object({ type: z.literal('doc'), content: z.array(z.unknown()) })
  .openapi('RichDoc', { description: `Rich text (TipTap/ProseMirror JSON) reduced to the allow-list: nodes ${RICH_NODE_TYPES.join(', ')}; marks ${RICH_MARK_TYPES.join(', ')}` });

/** A stored localized body as an answer carries it: a doc per locale that has text. */
export const localizedDocWireSchema = z
  .object(Object.fromEntries(LOCALES.map((locale) => [locale, richDocWireSchema.optional()])) as Record<Locale, z.ZodOptional<typeof richDocWireSchema>>)
  .openapi('LocalizedRichText', { description: 'Rich text per locale; a locale without text is absent' });
