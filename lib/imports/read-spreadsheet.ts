import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { decodeText, looksLikeText, type TextEncodingName } from './decode-text';
import { IMPORT_LIMITS } from './limits';
import { zipUncompressedSize } from './zip-size';

/** Why a file could not be read as a table; each has a sentence in the user's language (Imports.fileErrors). */
export type SpreadsheetError = 'too_large' | 'old_excel' | 'not_spreadsheet' | 'empty' | 'too_many_rows';

/**
 * An uploaded table: every non-empty row as its cells' text, with the row's number as the clinic's
 * spreadsheet program shows it (1 is the first line of the file), so an error can name "row 12".
 */
export type SpreadsheetRows = { format: 'xlsx' | 'csv'; encoding: TextEncodingName | null; rows: { line: number; cells: string[] }[] };

export type SpreadsheetResult = { ok: true; table: SpreadsheetRows } | { ok: false; error: SpreadsheetError };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * Reads an XLSX workbook (its first sheet; `exceljs`) or a CSV file (`papaparse`, the delimiter
 * guessed: Excel writes «;» on a Russian Windows and «,» elsewhere) by its bytes, not its name: a
 * photo renamed .csv or a Word file renamed .xlsx is `not_spreadsheet`, an old binary .xls is
 * `old_excel` (the user is asked to save it as .xlsx). Nothing is stored.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SpreadsheetResult> {
  if (bytes.byteLength > IMPORT_LIMITS.bytes) return { ok: false, error: 'too_large' };
  if (bytes.byteLength === 0) return { ok: false, error: 'empty' };
  if (startsWith(bytes, OLE)) return { ok: false, error: 'old_excel' };
  const read = startsWith(bytes, ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  if (read === 'too_large') return { ok: false, error: 'too_large' };
  if (!read) return { ok: false, error: 'not_spreadsheet' };
  const rows = read.rows.filter((row) => row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) return { ok: false, error: 'empty' };
  if (rows.length > IMPORT_LIMITS.rows + 1) return { ok: false, error: 'too_many_rows' };
  return { ok: true, table: { ...read, rows } };
}

const clip = (text: string) => text.replace(/\u00a0/g, ' ').trim().slice(0, IMPORT_LIMITS.cellChars);

async function readXlsx(bytes: Uint8Array): Promise<SpreadsheetRows | 'too_large' | null> {
  const unpacked = zipUncompressedSize(bytes);
  if (unpacked === null) return null;
  if (unpacked > IMPORT_LIMITS.unpackedBytes) return 'too_large';
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: SpreadsheetRows['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (rows.length > IMPORT_LIMITS.rows + 1) {
      tooMany = true;
      return;
    }
    const cells: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, IMPORT_LIMITS.columns); column += 1) cells.push(clip(cellText(row.getCell(column).value)));
    rows.push({ line, cells });
  });
  if (tooMany) rows.length = IMPORT_LIMITS.rows + 2;
  return { format: 'xlsx', encoding: null, rows };
}

/** A cell's value as the person sees it: a formula's result, a link's text, rich text joined, a date as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return '';
  return '';
}

function readCsv(bytes: Uint8Array): SpreadsheetRows | null {
  const { text, encoding } = decodeText(bytes);
  if (!looksLikeText(text)) return null;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessDelimiter(text) });
  // A quoted cell spanning lines shifts later line numbers by its extra lines; rows are still counted from the file's first line.
  const rows = parsed.data.slice(0, IMPORT_LIMITS.rows + 2).map((cells, index) => ({ line: index + 1, cells: cells.slice(0, IMPORT_LIMITS.columns).map(clip) }));
  return { format: 'csv', encoding, rows };
}

const DELIMITERS = [';', ',', '\t', '|'] as const;

/**
 * The delimiter of a CSV: the one its first filled line (the header) holds most often, outside
 * quotes; «,» when there is none (a one-column file). Papaparse's own guess weighs every line and
 * stumbles on blank lines and on commas inside quoted Russian text.
 */
export function guessDelimiter(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim()) ?? '';
  const unquoted = header.replace(/"(?:[^"]|"")*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}
