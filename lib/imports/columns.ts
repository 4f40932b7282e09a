import type { SpreadsheetRows } from './read-spreadsheet';

/**
 * A column an import reads: its key, and the headings a clinic's own table may give it (in any of
 * the four languages, any case; the template's heading first). A required column missing from the
 * header refuses the whole file with the column's name, before any row is looked at.
 */
export type ImportColumn<K extends string> = { key: K; headers: readonly string[]; required?: boolean };

/** A heading compared loosely: case, «ё», punctuation, brackets and extra spaces do not count. */
export const normalizeHeading = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export type HeaderMatch<K extends string> = { ok: true; index: Partial<Record<K, number>> } | { ok: false; missing: K[] };

/** Which cell of a row holds which column, read from the header row (the table's first non-empty row). */
export function matchHeader<K extends string>(header: readonly string[], columns: readonly ImportColumn<K>[]): HeaderMatch<K> {
  const headings = header.map(normalizeHeading);
  const index: Partial<Record<K, number>> = {};
  for (const column of columns) {
    const names = new Set(column.headers.map(normalizeHeading));
    const at = headings.findIndex((heading, position) => names.has(heading) && !Object.values(index).includes(position));
    if (at >= 0) index[column.key] = at;
  }
  const missing = columns.filter((column) => column.required && index[column.key] === undefined).map((column) => column.key);
  return missing.length ? { ok: false, missing } : { ok: true, index };
}

/** A data row by column key (an absent column reads as ''), with its line in the file. */
export type ImportRecord<K extends string> = { line: number; values: Record<K, string> };

/** The table's data rows (every row after the header) as records of the matched columns. */
export function tableRecords<K extends string>(table: SpreadsheetRows, columns: readonly ImportColumn<K>[]):
  | { ok: true; records: ImportRecord<K>[] }
  | { ok: false; missing: K[] } {
  const [header, ...data] = table.rows;
  const match = matchHeader(header?.cells ?? [], columns);
  if (!match.ok) return match;
  const records = data.map((row) => ({
    line: row.line,
    values: Object.fromEntries(columns.map((column) => [column.key, match.index[column.key] === undefined ? '' : (row.cells[match.index[column.key]!] ?? '')])) as Record<K, string>,
  }));
  return { ok: true, records };
}
