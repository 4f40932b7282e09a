import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Which languages a row's main text is written in, asked in SQL so a sitemap reads flags, not
 * bodies (docs/decisions.md "Onboarding: a page in a language only with its main text").
 * A field counts for a language when Russian has no text in it (nothing to translate) or the
 * language has its own; a page's languages are those where every field of its main text counts.
 */

/** The languages besides Russian a page may be listed in. */
export const TRANSLATED_LOCALES = ['kk', 'uz', 'en'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A part of the main text: a localized plain text, a localized rich doc, or a price list's names. */
export type TextField = { text: AnyPgColumn | SQL } | { doc: AnyPgColumn | SQL } | { priceNames: AnyPgColumn | SQL };

/** A doc with something to show: a non-blank text node, an image or a rule (isDocEmpty's reading). */
const docShows = (doc: SQL) =>
  sql`coalesce(jsonb_path_exists(${doc}, ${sql.raw(String.raw`'$.** ? ((@.type == "text" && @.text like_regex "\\S") || @.type == "image" || @.type == "horizontalRule")'`)}), false)`;

/** Some group name or row service written in Russian but not in `locale`. */
function priceNameMissing(list: AnyPgColumn | SQL, locale: TranslatedLocale): SQL {
  const missing = (nodes: string, key: string) =>
    `'${nodes} ? (exists(@.${key}.ru ? (@ like_regex "\\\\S")) && !exists(@.${key}.${locale} ? (@ like_regex "\\\\S")))'`;
  const groups = sql.raw(missing('$.groups[*]', 'name'));
  const rows = sql.raw(missing('$.groups[*].rows[*]', 'service'));
  return sql`coalesce(jsonb_path_exists(${list}, ${groups}) or jsonb_path_exists(${list}, ${rows}), false)`;
}

/** True when the field needs nothing in `locale`: Russian has no text there, or `locale` has its own. */
function fieldCounts(field: TextField, locale: TranslatedLocale): SQL {
  if ('text' in field) {
    const col = field.text;
    return sql`(coalesce(${col} ->> 'ru', '') !~ '\\S' or coalesce(${col} ->> ${sql.raw(`'${locale}'`)}, '') ~ '\\S')`;
  }
  if ('doc' in field) {
    const col = field.doc;
    return sql`(not ${docShows(sql`${col} -> 'ru'`)} or ${docShows(sql`${col} -> ${sql.raw(`'${locale}'`)}`)})`;
  }
  return sql`not ${priceNameMissing(field.priceNames, locale)}`;
}

/**
 * text[] of the languages (kk, uz, en) where every field's text exists:
 * `textLocalesSql([{ text: news.title }, { doc: news.body }])`.
 */
export function textLocalesSql(fields: TextField[]): SQL<string[]> {
  const parts = TRANSLATED_LOCALES.map(
    (locale) => sql`case when ${sql.join(fields.map((field) => fieldCounts(field, locale)), sql` and `)} then ${sql.raw(`'${locale}'`)} end`,
  );
  return sql<string[]>`array_remove(array[${sql.join(parts, sql`, `)}]::text[], null)`;
}
