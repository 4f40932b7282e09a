import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClosedDays } from '@/lib/booking/upcoming-closed-days';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { findCompanyByCode } from '@/lib/tenants/queries';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { call, demoManager } from '../helpers/business';

/*
 * Issue 31, hours as a clinic keeps them: a lunch break inside a day's hours (stored in
 * companies.opening_hours, the old shape without one still valid), refused with field codes when it
 * is not inside the day or ends before it starts; and the holiday calendar's closed days as the
 * public contact card reads them. Copying a day to others is the editor's (client-side): the API
 * just receives seven days.
 */

const app = createApiApp();
const r = (path: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${path}`;
const w = (path: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${path}`;
let owner = '';

const lunch = { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } };
const plain = { opens: '10:00', closes: '14:00' };

describe('hours with a lunch break, and the closed days ahead', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('stores a day’s break and a day without one (old shape); a null break is stored as none', async () => {
    const current = await call(app, 'GET', r('/contacts'), { cookie: owner });
    const hours = { mo: lunch, tu: lunch, we: { ...plain, break: null }, th: lunch, fr: lunch, sa: plain, su: null };
    const saved = await call(app, 'PUT', w('/contacts'), { cookie: owner, body: { version: current.json.data.version, opening_hours: hours } });
    expect(saved.status).toBe(200);
    const expected = { mo: lunch, tu: lunch, we: plain, th: lunch, fr: lunch, sa: plain, su: null };
    expect(saved.json.data.opening_hours).toEqual(expected);
    const company = (await findCompanyByCode('DEMO'))!;
    expect(company.openingHours).toEqual(expected);
    expect(company.openingHours!.we).not.toHaveProperty('break');
    const read = await call(app, 'GET', r('/contacts'), { cookie: owner });
    expect(read.json.data.opening_hours).toEqual(expected);
  });

  it('refuses a break that ends before it starts, one outside the open hours and a bad time, with field codes; nothing stored', async () => {
    const before = (await findCompanyByCode('DEMO'))!;
    const refused = await call(app, 'PUT', w('/contacts', 'kk'), {
      cookie: owner,
      body: {
        version: before.version,
        opening_hours: {
          mo: { ...lunch, break: { from: '14:00', to: '13:00' } },
          tu: { ...lunch, break: { from: '08:00', to: '09:30' } },
          we: { ...lunch, break: { from: '17:30', to: '18:00' } },
          th: { ...lunch, break: { from: '13:00', to: '13:00' } },
          fr: { ...lunch, break: { from: '1pm', to: '14:00' } },
          sa: { ...plain, break: { from: '12:00' } },
          su: { opens: '18:00', closes: '09:00', break: { from: '20:00', to: '21:00' } },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('invalid_input');
    expect(refused.json.error.message).toBe(kk.BusinessErrors.invalid_input);
    expect(refused.json.error.fields).toEqual({
      'opening_hours.mo.break.to': ['break_ends_before_start'],
      'opening_hours.tu.break.from': ['break_outside_hours'],
      'opening_hours.we.break.to': ['break_outside_hours'],
      'opening_hours.th.break.to': ['break_ends_before_start'],
      'opening_hours.fr.break.from': ['invalid_time'],
      'opening_hours.sa.break.to': ['invalid_time'],
      // The day's own order first: a break is judged only inside a valid day.
      'opening_hours.su.closes': ['closes_before_opens'],
    });
    expect((await findCompanyByCode('DEMO'))!).toEqual(before);
    // The two new codes read in every language of the product, each its own text.
    for (const code of ['break_ends_before_start', 'break_outside_hours'] as const) {
      const texts = [ru, kk, uz, en].map((file) => file.BusinessErrors.fields[code]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 10)).toBe(true);
      expect(new Set(texts).size).toBe(4);
    }
  });

  it('the closed days ahead: public holidays, the clinic’s own closed day by its name, not a holiday it works on', async () => {
    const demo = (await findCompanyByCode('DEMO'))!;
    const db = getDb();
    const mine = and(eq(s.holidays.companyId, demo.id), between(s.holidays.day, '2026-12-10', '2027-01-02'));
    await db.delete(s.holidays).where(mine);
    await db.insert(s.holidays).values([
      { companyId: demo.id, day: '2026-12-18', name: { ru: 'Санитарный день', en: 'Cleaning day' }, isClosed: true },
      // The clinic works on Independence Day.
      { companyId: demo.id, day: '2026-12-16', name: { ru: '' }, isClosed: false },
      { companyId: demo.id, day: '2026-12-21', name: { ru: '' }, isClosed: true },
    ]);
    const days = await readClosedDays(demo, '2026-12-10', '2027-01-02');
    expect(days).toEqual([
      { day: '2026-12-18', name: { ru: 'Санитарный день', en: 'Cleaning day' } },
      { day: '2026-12-21', name: null },
      { day: '2027-01-01', name: { ru: 'Новый год', kk: 'Жаңа жыл', uz: 'Yangi yil', en: 'New Year' } },
      { day: '2027-01-02', name: { ru: 'Новый год', kk: 'Жаңа жыл', uz: 'Yangi yil', en: 'New Year' } },
    ]);
    // Without the clinic's own change, Independence Day is closed with its public name.
    await db.delete(s.holidays).where(and(eq(s.holidays.companyId, demo.id), eq(s.holidays.day, '2026-12-16')));
    expect((await readClosedDays(demo, '2026-12-16', '2026-12-16'))[0]).toEqual({ day: '2026-12-16', name: { ru: 'День Независимости', kk: 'Тәуелсіздік күні', uz: 'Mustaqillik kuni', en: 'Independence Day' } });
    // Another clinic's closed day is not this one's.
    expect(await readClosedDays({ id: demo.id + 100000, timeZone: demo.timeZone }, '2026-12-18', '2026-12-18')).toEqual([]);
    await db.delete(s.holidays).where(mine);
  });
});
