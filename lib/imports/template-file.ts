import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/**
 * A template a clinic fills in: its header (the columns' template headings in the user's language)
 * and example rows, as an XLSX workbook (bold, frozen header, columns wide enough to read) or as a
 * UTF-8 CSV with a byte-order mark (so Excel on Windows opens Cyrillic correctly).
 */
export async function templateXlsx(sheetName: string, header: readonly string[], examples: readonly (readonly (string | number)[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of examples) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(header[index]?.length ?? 0, ...examples.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(12, longest + 2));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function templateCsv(header: readonly string[], examples: readonly (readonly (string | number)[])[]): Uint8Array {
  return new TextEncoder().encode(`\ufeff${Papa.unparse([[...header], ...examples.map((row) => row.map(String))], { newline: '\r\n' })}\r\n`);
}
