/*
 * A CSV file as Excel opens it in Kazakhstan and Uzbekistan (issue 20): UTF-8 with a BOM (else
 * Excel reads Cyrillic as cp1251), `;` between cells (the list separator of the ru, kk and uz
 * regional settings: a comma file opens as one column there), CRLF line ends, and no formulas:
 * a cell that starts with = + - @ or a tab or CR is prefixed with ' (OWASP's CSV injection rule),
 * so `=HYPERLINK(…)` typed into a form on the site stays text on a manager's computer.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_TYPE = 'text/csv; charset=utf-8';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n,]|^\s|\s$/;

/** One cell: '' for nothing, formula-looking text prefixed with ', quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the BOM, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
