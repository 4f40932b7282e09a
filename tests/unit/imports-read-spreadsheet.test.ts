import { describe, expect, it } from 'vitest';
import { readSpreadsheet, tableRecords, templateCsv, templateXlsx, type ImportColumn } from '@/lib/imports';

const columns: ImportColumn<'service' | 'price'>[] = [
  { key: 'service', headers: ['Услуга', 'Service', 'Қызмет', 'Xizmat'], required: true },
  { key: 'price', headers: ['Цена', 'Price', 'Баға', 'Narx'], required: true },
];

const rowsOf = async (bytes: Uint8Array) => {
  const read = await readSpreadsheet(bytes);
  if (!read.ok) throw new Error(read.error);
  return read.table;
};

describe('reading an uploaded spreadsheet (issue 31 import)', () => {
  it('a UTF-8 CSV with «;» (Excel on a Russian Windows) reads by its headings, in any case and order', async () => {
    const table = await rowsOf(new TextEncoder().encode('ЦЕНА;услуга\r\n5000;Приём терапевта\r\n\r\n"12 000";"Узи, брюшная полость"\r\n'));
    const records = tableRecords(table, columns);
    expect(records).toEqual({
      ok: true,
      records: [
        { line: 2, values: { service: 'Приём терапевта', price: '5000' } },
        { line: 4, values: { service: 'Узи, брюшная полость', price: '12 000' } },
      ],
    });
    expect(table.encoding).toBe('utf-8');
  });

  it('a Windows-1251 CSV (another encoding) reads as the same Cyrillic text', async () => {
    const text = 'Услуга,Цена\r\nКонсультация кардиолога,9000\r\n';
    const bytes = Uint8Array.from([...text].map((char) => {
      const code = char.codePointAt(0)!;
      return code < 128 ? code : code - 0x410 + 0xc0;
    }));
    const table = await rowsOf(bytes);
    expect(table.encoding).toBe('windows-1251');
    expect(table.rows[1]?.cells).toEqual(['Консультация кардиолога', '9000']);
  });

  it('an XLSX workbook reads its first sheet, numbers as the person sees them', async () => {
    const bytes = await templateXlsx('Цены', ['Услуга', 'Цена'], [['Приём педиатра', 7000], ['Анализ крови', 2500.5]]);
    const table = await rowsOf(bytes);
    expect(table.format).toBe('xlsx');
    expect(table.rows.map((row) => row.cells)).toEqual([['Услуга', 'Цена'], ['Приём педиатра', '7000'], ['Анализ крови', '2500.5']]);
  });

  it('the CSV template opens in Excel as UTF-8 (a byte-order mark) and reads back', async () => {
    const bytes = templateCsv(['Услуга', 'Цена'], [['Приём', 1000]]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await rowsOf(bytes)).rows.map((row) => row.cells)).toEqual([['Услуга', 'Цена'], ['Приём', '1000']]);
  });

  it('a file that is not a spreadsheet is refused whatever its name: a PNG, a zip that is no workbook, an old .xls, nothing', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]);
    expect(await readSpreadsheet(png)).toEqual({ ok: false, error: 'not_spreadsheet' });
    expect(await readSpreadsheet(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]))).toEqual({ ok: false, error: 'not_spreadsheet' });
    expect(await readSpreadsheet(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({ ok: false, error: 'old_excel' });
    expect(await readSpreadsheet(new Uint8Array())).toEqual({ ok: false, error: 'empty' });
    expect(await readSpreadsheet(new TextEncoder().encode(' \r\n;;\r\n'))).toEqual({ ok: false, error: 'empty' });
  });

  it('an XLSX that would unpack past 100 MB (a zip bomb) is refused as too large before anything is inflated', async () => {
    // A zip's directory alone: one entry claiming 200 MB unpacked, then the end record pointing at it.
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
    const entry = new Uint8Array(46 + name.length);
    const view = new DataView(entry.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint32(20, 1000, true);
    view.setUint32(24, 200 * 1024 * 1024, true);
    view.setUint16(28, name.length, true);
    entry.set(name, 46);
    const head = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const end = new Uint8Array(22);
    const endView = new DataView(end.buffer);
    endView.setUint32(0, 0x06054b50, true);
    endView.setUint16(8, 1, true);
    endView.setUint16(10, 1, true);
    endView.setUint32(12, entry.length, true);
    endView.setUint32(16, head.length, true);
    const bomb = new Uint8Array([...head, ...entry, ...end]);
    expect(await readSpreadsheet(bomb)).toEqual({ ok: false, error: 'too_large' });
    // A real workbook's directory is read and lets it through.
    expect((await readSpreadsheet(await templateXlsx('Цены', ['Услуга', 'Цена'], [['Приём', 1]]))).ok).toBe(true);
  });

  it('a header without a required column names the missing column', async () => {
    const table = await rowsOf(new TextEncoder().encode('Услуга,Стоимость\nПриём,100\n'));
    expect(tableRecords(table, columns)).toEqual({ ok: false, missing: ['price'] });
  });

  it('5,000 rows read; more than 10,000 are refused as too many', async () => {
    const lines = ['Услуга,Цена', ...Array.from({ length: 5000 }, (_, index) => `Услуга ${index},${index}`)];
    const table = await rowsOf(new TextEncoder().encode(lines.join('\n')));
    expect(table.rows).toHaveLength(5001);
    const many = ['Услуга,Цена', ...Array.from({ length: 10_001 }, (_, index) => `У ${index},${index}`)];
    expect(await readSpreadsheet(new TextEncoder().encode(many.join('\n')))).toEqual({ ok: false, error: 'too_many_rows' });
  });
});
