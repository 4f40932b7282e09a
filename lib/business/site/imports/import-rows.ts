import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { ImportColumn } from '@/lib/imports';
import { BusinessError, type FieldCode } from '../../errors';

/*
 * What an import from a spreadsheet (issue 31) shares between price lists and doctors: the
 * columns with their headings in the four languages, and a checked row as the preview shows it.
 */

/** A column word of the template (Imports.columns). */
export type ColumnWord = keyof (typeof MESSAGES)['ru']['Imports']['columns'];

/** A column of an import: its key, its word and, for a text per language, that language. */
export type ImportColumnDef<K extends string> = { key: K; word: ColumnWord; locale?: Locale; required?: boolean };

/** One row error: the column it is about, a stable code (Imports.rowErrors) and its values ({line}, {max}, {value}). */
export type RowError = { field: string; code: string; params?: Record<string, string | number> };

/**
 * A checked row: its line in the file, its values, its errors (any one refuses the import) and its
 * notes (Imports.rowNotes: what the import will do beyond adding the row, e.g. update a doctor already on the site).
 */
export type PreviewRow<K extends string = string> = { line: number; values: Record<K, string>; errors: RowError[]; notes?: RowError[] };

/** The preview of a file: every data row with its errors, the columns by key with their headings in the caller's language. */
export type ImportPreview<K extends string = string> = { columns: { key: K; heading: string }[]; rows: PreviewRow<K>[]; valid: number; invalid: number };

/** The heading of a column in the template of a language: «Услуга (kk)»; a column of no language is its word. */
export function headingOf(def: ImportColumnDef<string>, ui: Locale): string {
  const word = MESSAGES[ui].Imports.columns[def.word];
  return def.locale ? `${word} (${def.locale})` : word;
}

/**
 * The headings a clinic's own table may give a column: its template heading in each of the four
 * languages, the bare word for a Russian (or language-less) column, and the key itself.
 */
export function acceptedHeadings(def: ImportColumnDef<string>): string[] {
  const uis = Object.keys(MESSAGES) as Locale[];
  const bare = !def.locale || def.locale === 'ru' ? uis.map((ui) => MESSAGES[ui].Imports.columns[def.word]) : [];
  return [...uis.map((ui) => headingOf(def, ui)), ...bare, def.key];
}

export const toImportColumns = <K extends string>(defs: readonly ImportColumnDef<K>[]): ImportColumn<K>[] =>
  defs.map((def) => ({ key: def.key, headers: acceptedHeadings(def), required: def.required }));

/** The preview's summary of checked rows. */
export function previewOf<K extends string>(defs: readonly ImportColumnDef<K>[], rows: PreviewRow<K>[], ui: Locale, shown: readonly K[]): ImportPreview<K> {
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return { columns: defs.filter((def) => shown.includes(def.key)).map((def) => ({ key: def.key, heading: headingOf(def, ui) })), rows, valid: rows.length - invalid, invalid };
}

/** «да», «иә», «ha», «yes», 1, x, + … as true; «нет», «жоқ», «yoʻq», «no», 0, − or empty as false; anything else null. */
export function readYesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase().replace(/[ʻʼ'’`]/g, '');
  if (['да', 'иә', 'ия', 'ha', 'xa', 'yes', 'y', 'true', 'истина', '1', 'x', 'х', '+', '✓', 'v'].includes(value)) return true;
  if (['', 'нет', 'жоқ', 'yoq', 'no', 'n', 'false', 'ложь', '0', '-', '−', '—'].includes(value)) return false;
  return null;
}

/** A key for "the same text": case, «ё» and spaces do not count. */
export const sameText = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** 422 import_rows_invalid: each invalid row's errors as fields `{line}.{column}`, with the count of such rows. */
export function rowsInvalid(rows: PreviewRow[]): BusinessError | null {
  const invalid = rows.filter((row) => row.errors.length > 0);
  if (invalid.length === 0) return null;
  const fields: Record<string, FieldCode[]> = {};
  for (const row of invalid) for (const error of row.errors) (fields[`${row.line}.${error.field}`] ??= []).push(error.code as FieldCode);
  return new BusinessError(422, 'import_rows_invalid', { count: invalid.length }, fields);
}
