import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { call, demoManager } from '../helpers/business';
import { cp1251, csv, TINY_PNG } from '../helpers/import-files';
import { multipartHeaders } from '../helpers/profile-data';

/*
 * Issue 31, a price list imported from a spreadsheet (content.edit): the preview shows every row
 * with its errors and stores nothing; the import is all or nothing; the template comes back as a
 * valid file; a Windows-1251 CSV, 5,000 rows and a photo instead of a table.
 */

const app = createApiApp();
const r = (path: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${path}`;
const w = (path: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${path}`;

let owner = '';
let demoId = 0;

type Preview = { columns: { key: string; heading: string }[]; rows: { line: number; values: Record<string, string>; errors: { field: string; code: string; params?: Record<string, unknown> }[] }[]; valid: number; invalid: number };

async function send(path: string, file: Blob | Uint8Array, fields: Record<string, string> = {}, locale = 'ru') {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]), 'prices.csv');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await app.request(w(path, locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [owner]), 'x-client-address': '10.255.0.31' } });
  return { status: response.status, json: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}



const materialCount = async () => (await getDb().select({ id: s.materials.id }).from(s.materials).where(eq(s.materials.companyId, demoId))).length;

describe('price list import from a spreadsheet (content.edit)', () => {
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('previews good rows (prices written as a clinic writes them, «от» as From, an empty group continuing the one above), then imports them as a new published price list, audited', async () => {
    const file = csv(['Группа;Услуга;Услуга (kk);Цена;От;Примечание', 'Консультации;Приём терапевта;Терапевттің қабылдауы;12 000;;', ';Приём кардиолога;;"12 000,00";;Без направления', 'Анализы;Общий анализ крови;;от 2500 ₸;;', 'Анализы;Глюкоза;;1500;да;']);
    const before = await materialCount();
    const preview = await send('/materials/import/preview', file);
    expect(preview.status).toBe(200);
    const data = preview.json.data as Preview;
    expect(data).toMatchObject({ valid: 4, invalid: 0 });
    expect(data.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(data.rows[1].values).toMatchObject({ group_ru: '', service_ru: 'Приём кардиолога', price: '12 000,00', note_ru: 'Без направления' });
    expect(data.columns.map((column) => column.heading)).toEqual(expect.arrayContaining(['Группа (ru)', 'Услуга (kk)', 'Цена', 'От']));
    expect(await materialCount()).toBe(before);

    const imported = await send('/materials/import', file, { title: 'Цены из Excel' });
    expect(imported.status).toBe(200);
    expect(imported.json.imported).toBe(4);
    const material = imported.json.data;
    expect(material).toMatchObject({ kind: 'prices', published: true, title: { ru: 'Цены из Excel' } });
    expect(material.code).toMatch(/^prices(-\d+)?$/);
    expect(material.price_list).toEqual({
      currency: 'KZT',
      groups: [
        { name: { ru: 'Консультации' }, rows: [{ service: { ru: 'Приём терапевта', kk: 'Терапевттің қабылдауы' }, price: 12000, from: false }, { service: { ru: 'Приём кардиолога' }, price: 12000, from: false, note: { ru: 'Без направления' } }] },
        { name: { ru: 'Анализы' }, rows: [{ service: { ru: 'Общий анализ крови' }, price: 2500, from: true }, { service: { ru: 'Глюкоза' }, price: 1500, from: true }] },
      ],
    });
    const [audit] = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.targetId, material.id))).orderBy(desc(s.auditLog.id));
    expect(audit).toMatchObject({ action: 'material.create', details: { code: material.code, imported: 4 } });
  });

  it('bad rows (a price that is not a number, an empty name, a duplicate) get their errors per row, in the caller\'s language, and nothing is saved', async () => {
    const file = csv(['Group,Service,Price,From', 'Tests,Blood count,abc,', 'Tests,,1000,', 'Tests,Glucose,900,', 'tests,glucose ,950,', 'Tests,Ferritin,-5,', 'Tests,Vitamin D,"1500,50",maybe']);
    const preview = await send('/materials/import/preview', file, {}, 'kk');
    expect(preview.status).toBe(200);
    const data = preview.json.data as Preview;
    expect(data).toMatchObject({ valid: 1, invalid: 5 });
    expect(data.columns.find((column) => column.key === 'service_ru')?.heading).toBe('Қызмет (ru)');
    expect(data.rows.map((row) => [row.line, row.errors.map((error) => `${error.field}:${error.code}`)])).toEqual([
      [2, ['price:price_not_number']],
      [3, ['service_ru:empty_name']],
      [4, []],
      [5, ['service_ru:duplicate_row']],
      [6, ['price:price_negative']],
      [7, ['price:price_not_whole', 'from:from_invalid']],
    ]);
    expect(data.rows[3].errors[0].params).toEqual({ line: 4 });

    const before = await materialCount();
    const refused = await send('/materials/import', file, {}, 'kk');
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'import_rows_invalid', message: kk.BusinessErrors.import_rows_invalid.replace('{count}', '5') });
    expect(refused.json.error.fields).toEqual({ '2.price': ['price_not_number'], '3.service_ru': ['empty_name'], '5.service_ru': ['duplicate_row'], '6.price': ['price_negative'], '7.price': ['price_not_whole'], '7.from': ['from_invalid'] });
    expect(await materialCount()).toBe(before);

    // Into an existing list: the list is unchanged too.
    const list = (await call(app, 'GET', r('/materials'), { cookie: owner })).json.data.find((m: { code: string }) => m.code === 'price-list');
    expect((await send('/materials/import', file, { material_id: String(list.id) })).status).toBe(422);
    const after = (await call(app, 'GET', r(`/materials/${list.id}`), { cookie: owner })).json.data;
    expect(after).toMatchObject({ version: list.version, price_list: list.price_list });
  });

  it('reads a Windows-1251 CSV (Excel on a Russian Windows) and appends to an existing list, raising its version', async () => {
    const created = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code: 'import-1251', kind: 'prices', title: { ru: 'Прейскурант 1251' }, price_list: { currency: 'KZT', groups: [{ name: { ru: 'УЗИ' }, rows: [{ service: { ru: 'УЗИ сердца' }, price: 9000 }] }] } } });
    expect(created.status).toBe(201);
    const file = cp1251(['Группа;Услуга;Цена;От', 'УЗИ;УЗИ щитовидной железы;7000;', 'Массаж;Массаж спины (ёлочка);"от 5 000";'].join('\r\n'));
    const preview = await send('/materials/import/preview', file, { material_id: String(created.json.data.id), merge: 'append' });
    expect(preview.json.data.rows.map((row: Preview['rows'][number]) => row.values.service_ru)).toEqual(['УЗИ щитовидной железы', 'Массаж спины (ёлочка)']);
    const imported = await send('/materials/import', file, { material_id: String(created.json.data.id), merge: 'append' });
    expect(imported.status).toBe(200);
    expect(imported.json.data.version).toBe(2);
    expect(imported.json.data.price_list.groups).toEqual([
      { name: { ru: 'УЗИ' }, rows: [{ service: { ru: 'УЗИ сердца' }, price: 9000, from: false }, { service: { ru: 'УЗИ щитовидной железы' }, price: 7000, from: false }] },
      { name: { ru: 'Массаж' }, rows: [{ service: { ru: 'Массаж спины (ёлочка)' }, price: 5000, from: true }] },
    ]);
    // A text material is no target.
    const text = (await call(app, 'GET', r('/materials'), { cookie: owner })).json.data.find((m: { kind: string }) => m.kind === 'text');
    const wrong = await send('/materials/import', file, { material_id: String(text.id) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ code: 'material_not_price_list', message: ru.BusinessErrors.material_not_price_list });
  });

  it('imports 5,000 rows from an XLSX file into an existing list, replacing its rows, in one transaction', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Цены');
    sheet.addRow(['Группа', 'Услуга', 'Цена']);
    for (let index = 0; index < 5000; index += 1) sheet.addRow([`Группа ${Math.floor(index / 250) + 1}`, `Услуга ${index + 1}`, 1000 + index]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const created = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code: 'import-5000', kind: 'prices', title: { ru: 'Большой прейскурант' } } });
    const imported = await send('/materials/import', bytes, { material_id: String(created.json.data.id), merge: 'replace' });
    expect(imported.status).toBe(200);
    expect(imported.json.imported).toBe(5000);
    const [row] = await getDb().select({ priceList: s.materials.priceList }).from(s.materials).where(eq(s.materials.id, created.json.data.id));
    expect(row.priceList!.groups).toHaveLength(20);
    expect(row.priceList!.groups.flatMap((group) => group.rows)).toHaveLength(5000);
    expect(row.priceList!.groups[19].rows[249]).toEqual({ service: { ru: 'Услуга 5000' }, price: 5999, from: false });
  });

  it('a photo instead of a table is 422 with the reason in the caller\'s language; a file without the needed columns names them', async () => {
    const before = await materialCount();
    const png = await send('/materials/import', new Blob([TINY_PNG], { type: 'image/png' }), {}, 'kk');
    expect(png.status).toBe(422);
    expect(png.json.error).toMatchObject({ code: 'import_file_invalid', fields: { file: ['not_spreadsheet'] } });
    expect(png.json.error.message).toContain(kk.Imports.fileErrors.not_spreadsheet);
    const columns = await send('/materials/import/preview', csv(['Услуга;Стоимость', 'Приём;100']));
    expect(columns.status).toBe(422);
    expect(columns.json.error.fields).toEqual({ file: ['missing_columns'] });
    expect(columns.json.error.message).toContain('«Группа (ru)», «Цена»');
    const none = await send('/materials/import/preview', csv([]));
    expect(none.json.error.fields).toEqual({ file: ['empty'] });
    expect(await materialCount()).toBe(before);
  });

  it('the template in the caller\'s language comes back as a valid file (XLSX and CSV)', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const response = await app.request(r(`/materials/import/template?format=${format}`, 'kk'), { headers: { ...multipartHeaders(new FormData(), [owner]) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`prices-template.${format}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const preview = await send('/materials/import/preview', bytes);
      expect(preview.status).toBe(200);
      expect(preview.json.data).toMatchObject({ valid: 2, invalid: 0 });
      expect(preview.json.data.rows[0].values).toMatchObject({ group_kk: kk.Imports.examples.group1, service_ru: ru.Imports.examples.service1, price: '8000' });
      expect(preview.json.data.rows[1].values.from).toBe(kk.Imports.yes);
    }
  });
});
