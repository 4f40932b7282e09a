import ExcelJS from 'exceljs';
import { and, desc, eq, inArray } from 'drizzle-orm';
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
 * Issue 31, doctors imported from a spreadsheet (specialists.edit): the preview shows every row
 * with its errors and stores nothing; the import is all or nothing; a Russian name already on
 * the site updates that doctor; a Windows-1251 CSV; a photo instead of a table; the template
 * comes back as a valid file.
 */

const app = createApiApp();
const r = (path: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${path}`;
const w = (path: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${path}`;

let owner = '';
let demoId = 0;

type Row = { line: number; values: Record<string, string>; errors: { field: string; code: string; params?: Record<string, unknown> }[]; notes?: { field: string; code: string }[] };
type Preview = { columns: { key: string; heading: string }[]; rows: Row[]; valid: number; invalid: number };

async function send(path: string, file: Blob | Uint8Array, locale = 'ru') {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]), 'doctors.csv');
  const response = await app.request(w(path, locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [owner]), 'x-client-address': '10.255.0.32' } });
  return { status: response.status, json: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}



const doctorRows = async () => getDb().select().from(s.specialists).where(eq(s.specialists.companyId, demoId));
const byName = async (name: string) => (await doctorRows()).find((row) => row.fullName.ru === name);

describe('doctors import from a spreadsheet (specialists.edit)', () => {
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('previews good rows (experience as years or a start year, languages in words or codes, a bio with paragraphs), then imports them last in the order with slugs, audited', async () => {
    const year = new Date().getFullYear();
    const file = csv([
      'ФИО;ФИО (kk);Специальность;Стаж;Языки;О враче;Опубликован',
      `Сагинтаева Алия Маратовна;Сағынтаева Әлия Маратқызы;Невролог;15 лет;русский, казахский;"Принимает взрослых.\nВедёт пациентов после инсульта.";да`,
      `Ким Виктор Олегович;;Хирург;с ${year - 7};"ru; en";;нет`,
      'Жумабаев Ержан;;Педиатр;;Қазақ тілі / oʻzbek tili;;',
    ]);
    const before = await doctorRows();
    const preview = await send('/doctors/import/preview', file);
    expect(preview.status).toBe(200);
    const data = preview.json.data as Preview;
    expect(data).toMatchObject({ valid: 3, invalid: 0 });
    expect(data.rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(data.columns.map((column) => column.heading)).toEqual(expect.arrayContaining(['ФИО (ru)', 'ФИО (kk)', 'Стаж', 'Языки', 'Опубликован']));
    expect(await doctorRows()).toHaveLength(before.length);

    const imported = await send('/doctors/import', file);
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ created: 3, updated: 0 });
    expect(imported.json.data).toHaveLength(before.length + 3);
    const last = imported.json.data.slice(-3);
    expect(last.map((doctor: { FULL_NAME: { ru: string } }) => doctor.FULL_NAME.ru)).toEqual(['Сагинтаева Алия Маратовна', 'Ким Виктор Олегович', 'Жумабаев Ержан']);
    expect(last[0]).toMatchObject({ FULL_NAME: { ru: 'Сагинтаева Алия Маратовна', kk: 'Сағынтаева Әлия Маратқызы' }, SPECIALTY: { ru: 'Невролог' }, EXPERIENCE_YEARS: 15, LANGUAGES: ['ru', 'kk'], PUBLISHED: true, BIO: { ru: 'Принимает взрослых.\nВедёт пациентов после инсульта.' } });
    expect(last[1]).toMatchObject({ EXPERIENCE_YEARS: 7, LANGUAGES: ['ru', 'en'], PUBLISHED: false });
    expect(last[2]).toMatchObject({ EXPERIENCE_YEARS: null, LANGUAGES: ['kk', 'uz'], PUBLISHED: true });
    for (const doctor of last) expect(doctor.SLUG).toMatch(/^[a-z0-9-]+$/);
    expect(new Set(imported.json.data.map((doctor: { SLUG: string }) => doctor.SLUG)).size).toBe(before.length + 3);
    const positions = imported.json.data.map((doctor: { POSITION: number }) => doctor.POSITION);
    expect(positions.slice(-3)).toEqual([Math.max(...before.map((row) => row.position)) + 1, Math.max(...before.map((row) => row.position)) + 2, Math.max(...before.map((row) => row.position)) + 3]);
    const audits = await getDb()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, demoId), inArray(s.auditLog.targetId, last.map((doctor: { ID: number }) => doctor.ID))));
    expect(audits.map((audit) => audit.action)).toEqual(['doctor.create', 'doctor.create', 'doctor.create']);
    expect(audits[0].details).toMatchObject({ name: 'Сагинтаева Алия Маратовна', imported: true });
  });

  it("bad rows (an empty name, experience not a number, an unknown language, a duplicate) get their errors per row in the caller's language, and nothing is saved", async () => {
    const file = csv(['Name,Specialty,Experience,Languages,Published', ',Surgeon,5,ru,', 'Омаров Асет,Терапевт,пять,ru,', 'Омаров Асет,Терапевт,3,ru,', 'Лee Анна,Терапевт,2,русский; французский,', 'Пак Ирина,,2,,', 'Ли Сергей,Терапевт,120,,может быть']);
    const preview = await send('/doctors/import/preview', file, 'kk');
    expect(preview.status).toBe(200);
    const data = preview.json.data as Preview;
    expect(data).toMatchObject({ valid: 0, invalid: 6 });
    expect(data.columns.find((column) => column.key === 'name_ru')?.heading).toBe('Аты-жөні (ru)');
    expect(data.rows.map((row) => [row.line, row.errors.map((error) => `${error.field}:${error.code}`)])).toEqual([
      [2, ['name_ru:empty_name']],
      [3, ['experience:experience_not_number']],
      [4, ['name_ru:duplicate_row']],
      [5, ['languages:unknown_language']],
      [6, ['specialty_ru:specialty_missing']],
      [7, ['experience:experience_not_number', 'published:published_invalid']],
    ]);
    expect(data.rows[2].errors[0].params).toEqual({ line: 3 });
    expect(data.rows[3].errors[0].params).toEqual({ value: 'французский' });

    const before = await doctorRows();
    const refused = await send('/doctors/import', file, 'kk');
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'import_rows_invalid', message: kk.BusinessErrors.import_rows_invalid.replace('{count}', '6') });
    expect(refused.json.error.fields).toMatchObject({ '2.name_ru': ['empty_name'], '3.experience': ['experience_not_number'], '4.name_ru': ['duplicate_row'], '5.languages': ['unknown_language'] });
    expect(await doctorRows()).toEqual(before);
  });

  it('a row naming a doctor already on the site (case and «ё» aside) updates that doctor\'s filled columns instead of adding a twin, audited as doctor.update', async () => {
    const created = await call(app, 'POST', w('/doctors'), { cookie: owner, body: { full_name: { ru: 'Фёдорова Ольга Петровна', kk: 'Фёдорова Ольга' }, specialty: { ru: 'Окулист' }, bio: { ru: 'Старый текст' }, experience_years: 3, languages: ['ru'] } });
    expect(created.status).toBe(201);
    const doctor = created.json.data;
    const file = csv(['ФИО;Специальность;Специальность (kk);Стаж;Языки;О враче', 'федорова  ольга петровна;;Офтальмолог;10;;Новый текст', 'Новиков Павел;Лор;;;;']);
    const preview = await send('/doctors/import/preview', file);
    const data = preview.json.data as Preview;
    expect(data).toMatchObject({ valid: 2, invalid: 0 });
    expect(data.rows[0].notes).toEqual([{ field: 'name_ru', code: 'name_taken' }]);
    expect(data.rows[1].notes).toBeUndefined();
    const count = (await doctorRows()).length;

    const imported = await send('/doctors/import', file);
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ created: 1, updated: 1 });
    expect(await doctorRows()).toHaveLength(count + 1);
    const after = await byName('Фёдорова Ольга Петровна');
    // The name stays as stored (the file's Russian name only matched it); empty cells change nothing.
    expect(after).toMatchObject({ id: doctor.ID, fullName: { ru: 'Фёдорова Ольга Петровна', kk: 'Фёдорова Ольга' }, specialty: { ru: 'Окулист', kk: 'Офтальмолог' }, bio: { ru: 'Новый текст' }, experienceYears: 10, languages: ['ru'], version: doctor.VERSION + 1 });
    const [audit] = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.targetId, doctor.ID))).orderBy(desc(s.auditLog.id));
    expect(audit).toMatchObject({ action: 'doctor.update', details: { imported: true, changes: { experience_years: { before: 3, after: 10 } } } });
  });

  it('reads a Windows-1251 CSV (Excel on a Russian Windows)', async () => {
    const file = cp1251(['ФИО;Специальность;Языки', 'Ёлкина Дарья;Гинеколог;русский'].join('\r\n'));
    const preview = await send('/doctors/import/preview', file);
    expect(preview.json.data.rows.map((row: Row) => row.values.name_ru)).toEqual(['Ёлкина Дарья']);
    expect((await send('/doctors/import', file)).status).toBe(200);
    expect(await byName('Ёлкина Дарья')).toMatchObject({ specialty: { ru: 'Гинеколог' }, languages: ['ru'] });
  });

  it("a photo instead of a table is 422 with the reason in the caller's language; a file without the name column names it", async () => {
    const before = (await doctorRows()).length;
    const png = await send('/doctors/import', new Blob([TINY_PNG], { type: 'image/png' }), 'kk');
    expect(png.status).toBe(422);
    expect(png.json.error).toMatchObject({ code: 'import_file_invalid', fields: { file: ['not_spreadsheet'] } });
    expect(png.json.error.message).toContain(kk.Imports.fileErrors.not_spreadsheet);
    const columns = await send('/doctors/import/preview', csv(['Врач;Специальность', 'Иванов;Лор']));
    expect(columns.status).toBe(422);
    expect(columns.json.error.message).toContain('«ФИО (ru)»');
    expect((await doctorRows()).length).toBe(before);
  });

  it("the template in the caller's language comes back as a valid file (XLSX and CSV)", async () => {
    // The template's example doctors are not on the site: the preview of the template is all new rows.
    for (const format of ['xlsx', 'csv'] as const) {
      const response = await app.request(r(`/doctors/import/template?format=${format}`, 'kk'), { headers: { ...multipartHeaders(new FormData(), [owner]) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`doctors-template.${format}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (format === 'xlsx') {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
        expect(workbook.worksheets[0].name).toBe(kk.Imports.templateSheet.doctors);
      }
      const preview = await send('/doctors/import/preview', bytes);
      expect(preview.status).toBe(200);
      expect(preview.json.data).toMatchObject({ valid: 2, invalid: 0 });
      expect(preview.json.data.rows[0].values).toMatchObject({ name_kk: kk.Imports.examples.doctor1, name_ru: ru.Imports.examples.doctor1, languages: kk.Imports.examples.languages1, published: kk.Imports.yes });
      expect(preview.json.data.rows[0].notes).toBeUndefined();
    }
  });
});
