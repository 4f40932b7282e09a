import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { csvCell, toCsv } from '@/lib/business/inbox/csv';
import { apiHeaders } from '../helpers/api';
import { call, demoManager, makeUser } from '../helpers/business';

// The inboxes' filters, search, counts and CSV export (issue 20).
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
let owner: string;
let demoId: number;
const run = `f${Date.now().toString(36)}`;

/** A request received at a UTC instant. */
const at = (iso: string) => new Date(iso);

describe('inbox filters, search and CSV export (issue 20)', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    const [doctor] = await getDb().select().from(s.specialists).where(eq(s.specialists.companyId, demoId)).limit(1);
    await getDb()
      .insert(s.appointmentRequests)
      .values([
        // 2026-03-01 00:30 in Almaty (UTC+5) is still 28 February in UTC: the day is the clinic's.
        { companyId: demoId, name: `Асель ${run}`, phone: '+77015550199', email: 'asel@example.kz', comment: 'После 18:00', status: 'new', createdAt: at('2026-02-28T19:30:00Z'), specialistId: doctor.id },
        { companyId: demoId, name: `Бауыржан ${run}`, phone: '+998901234567', comment: '=HYPERLINK("http://evil.example","click")', status: 'in_progress', createdAt: at('2026-03-02T06:00:00Z'), note: '@внутреннее' },
        { companyId: demoId, name: `Дина ${run}`, phone: '+77017770000', comment: 'Нужен 100% результат; "срочно"', status: 'done', createdAt: at('2026-03-03T06:00:00Z') },
      ]);
    await getDb()
      .insert(s.questions)
      .values([
        { companyId: demoId, name: `Ержан ${run}`, email: 'erzhan@example.kz', phone: '+77015551111', text: 'Можно ли сдать анализы в субботу?', createdAt: at('2026-03-01T06:00:00Z') },
        { companyId: demoId, name: `Мадина ${run}`, email: 'madina@example.kz', text: '-1 к давлению утром, это нормально?', status: 'done', createdAt: at('2026-03-05T06:00:00Z') },
      ]);
  });
  afterAll(async () => {
    await closeDb();
  });

  const names = (json: { data: { NAME: string }[] }) => json.data.map((row) => row.NAME.replace(` ${run}`, ''));

  it('search by name, by phone digits written any way, by e-mail and by text; with the counts per status of the search', async () => {
    const byRun = await call(app, 'GET', `${R}/appointments?q=${run}`, { cookie: owner });
    expect(byRun.status).toBe(200);
    expect(names(byRun.json)).toEqual(['Дина', 'Бауыржан', 'Асель']);
    expect(byRun.json.counts).toEqual({ new: 1, in_progress: 1, done: 1 });
    expect(byRun.json.meta).toMatchObject({ TOTAL: 3, PAGE: 1 });

    for (const typed of ['8 701 555 01 99', '+7 (701) 555-01-99', '5550199']) {
      const found = await call(app, 'GET', `${R}/appointments?q=${encodeURIComponent(typed)}`, { cookie: owner });
      expect(names(found.json), typed).toContain('Асель');
      expect(names(found.json), typed).not.toContain('Дина');
    }
    expect(names((await call(app, 'GET', `${R}/appointments?q=${encodeURIComponent(`асель ${run}`)}`, { cookie: owner })).json)).toEqual(['Асель']);
    expect(names((await call(app, 'GET', `${R}/appointments?q=ASEL%40EXAMPLE`, { cookie: owner })).json)).toContain('Асель');
    // % and _ are not wildcards.
    const percent = await call(app, 'GET', `${R}/appointments?q=${encodeURIComponent(`100% ${run}`)}`, { cookie: owner });
    expect(names(percent.json)).toEqual(['Дина']);
    expect((await call(app, 'GET', `${R}/appointments?q=${encodeURIComponent(`%${run}`)}`, { cookie: owner })).json.data).toEqual([]);
    const questions = await call(app, 'GET', `${R}/questions?q=${encodeURIComponent(`субботу ${run}`)}`, { cookie: owner });
    expect(names(questions.json)).toEqual(['Ержан']);
    expect(questions.json.counts).toEqual({ new: 1, in_progress: 0, done: 0 });
  });

  it("status and the days received (inclusive, in the clinic's time zone) together, paged", async () => {
    const march1 = await call(app, 'GET', `${R}/appointments?q=${run}&from=2026-03-01&to=2026-03-01`, { cookie: owner });
    expect(names(march1.json)).toEqual(['Асель']);
    const fromSecond = await call(app, 'GET', `${R}/appointments?q=${run}&from=2026-03-02`, { cookie: owner });
    expect(names(fromSecond.json)).toEqual(['Дина', 'Бауыржан']);
    const done = await call(app, 'GET', `${R}/appointments?q=${run}&from=2026-03-02&status=done`, { cookie: owner });
    expect(names(done.json)).toEqual(['Дина']);
    expect(done.json.counts).toEqual({ new: 0, in_progress: 1, done: 1 });
    const page2 = await call(app, 'GET', `${R}/appointments?q=${run}&page=2&page_size=2`, { cookie: owner });
    expect(names(page2.json)).toEqual(['Асель']);
    expect(page2.json.meta).toEqual({ PAGE: 2, PAGE_SIZE: 2, TOTAL: 3, PAGES: 2 });
  });

  it('bad parameters are a 400 JSON naming the field, never a 500', async () => {
    const cases: [string, string][] = [
      ['status=closed', 'status'],
      ['from=2026-02-30', 'from'],
      ['from=01.03.2026', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-03-05&to=2026-03-01', 'to'],
      [`q=${'я'.repeat(101)}`, 'q'],
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
    ];
    for (const [query, field] of cases) {
      for (const path of [`${R}/appointments?${query}`, `${R}/questions/export?${query}`]) {
        if (path.includes('/export') && field.startsWith('page')) continue;
        const res = await call(app, 'GET', path, { cookie: owner });
        expect(res.status, path).toBe(400);
        expect(res.headers.get('content-type'), path).toContain('application/json');
        expect(Object.keys(res.json.error.fields), path).toEqual([field]);
      }
    }
  });

  it('the CSV export: the filtered rows, an attachment, UTF-8 with a BOM, localized headers, clinic times, formulas neutralized', async () => {
    const res = await call(app, 'GET', `${R}/appointments/export?q=${run}&from=2026-03-01`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="appointments-DEMO-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The BOM is in the bytes (Response.text() drops it).
    const bytes = new Uint8Array(await (await app.request(`${R}/appointments/export?q=${run}`, { headers: { ...apiHeaders({ cookies: [owner] }), 'x-client-address': '10.255.0.1' } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = `\uFEFF${res.json as string}`;
    expect(text.startsWith('\uFEFF№;Получено;Статус;Имя;Телефон;E-mail;Удобная дата;Врач;Комментарий;Язык сайта;Вошёл в аккаунт;Заметка\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    // Newest first; the phone formatted (and, starting with +, kept text); Almaty's wall time.
    expect(lines[1]).toContain(`;2026-03-03 11:00;Обработана;Дина ${run};'+7 701 777 00 00;`);
    expect(lines[1]).toContain(';"Нужен 100% результат; ""срочно""";');
    expect(lines[2]).toContain(`;'+998 90 123 45 67;`);
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://evil.example"",""click"")";`);
    expect(lines[2].endsWith(";нет;'@внутреннее")).toBe(true);
    expect(lines[3]).toContain(';2026-03-01 00:30;Новая;');
    expect(lines[3]).toContain(';asel@example.kz;');

    const kk = await call(app, 'GET', `/api/business-api-front2/kk/DEMO/0/business/questions/export?q=${run}&status=done`, { cookie: owner });
    const rows = (kk.json as string).trimEnd().split('\r\n');
    expect(rows[0].split(';').slice(0, 4)).toEqual(['№', 'Түскен уақыты', 'Күйі', 'Аты']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`;Өңделді;Мадина ${run};madina@example.kz;;"'-1 к давлению утром, это нормально?";;;орыс тілі;жоқ;`);
  });

  it('the export needs the inbox permission: a member without it is refused, and nothing else is given', async () => {
    const editor = await makeUser('export-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit', 'questions.read'] }]);
    const refused = await call(app, 'GET', `${R}/appointments/export`, { cookie: editor.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permission_required');
    expect((await call(app, 'GET', `${R}/questions/export?q=${run}`, { cookie: editor.cookie })).status).toBe(200);
    expect((await call(app, 'GET', `${R}/appointments/export`)).status).toBe(401);
  });

  it('a cell is neutralized only when it would start a formula, and quoted only when it must be', () => {
    expect(['=1+1', '+7 701', '-5', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+7 701", "'-5", "'@SUM(A1)", "'\tx", "\"'\rx\""]);
    expect([12, -3, null, undefined, 'a;b', 'line\nbreak', 'Асель'].map(csvCell)).toEqual(['12', '-3', '', '', '"a;b"', '"line\nbreak"', 'Асель']);
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa;b\r\n1;x\r\n');
  });
});
