import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, cabinetMemberships, companies, holidays, materials, scheduleExceptions, scheduleHours, specialists } from '@/lib/db/schema';
import { presetOf } from '@/lib/business/staff/role-presets';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, makeUser } from '../helpers/business';

// Issue 30 "Schedules": schedule.edit sets, per doctor of the company, the booking mode, the week,
// the visit types and the days off, and the clinic's holiday changes; bad input is a field error in
// the caller's language, another company's doctor is 404, every write is audited.
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const Wkk = '/api/w-business/kk/DEMO/0/business';
let cookie = '';
let doctor = 0;
let familyDoctor = 0;
let demoId = 0;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
const daysAfter = (days: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const lastAudit = async (action: string) => (await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, demoId), eq(auditLog.action, action))).orderBy(desc(auditLog.id)).limit(1))[0];

describe('schedule editor API', () => {
  beforeAll(async () => {
    await seedDemoData();
    cookie = (await makeUser('schedule-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['schedule.edit'] }])).cookie;
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const [family] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'FAMILY'));
    demoId = demo.id;
    // A doctor of DEMO with nothing set (the seed gives the demo doctors their hours and visit types).
    const [fresh] = await getDb()
      .insert(specialists)
      .values({ companyId: demo.id, slug: `schedule-${Date.now().toString(36)}`, fullName: { ru: 'Врач без расписания' }, specialty: { ru: 'Терапевт' } })
      .returning({ id: specialists.id });
    doctor = fresh.id;
    familyDoctor = (await getDb().select({ id: specialists.id }).from(specialists).where(eq(specialists.companyId, family.id)).limit(1))[0].id;
  });
  afterAll(closeDb);

  it('reads a doctor without a setup as request mode, version 1, nothing set', async () => {
    const res = await call(app, 'GET', `${R}/schedule/${doctor}`, { cookie });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ MODE: 'request', VERSION: 1, HOURS: [], VISIT_TYPES: [], EXCEPTIONS: [], TIME_ZONE: 'Asia/Almaty', TODAY: today() });
  });

  it('switches the mode and saves the week with a break, audited with before and after', async () => {
    const mode = await call(app, 'PUT', `${W}/schedule/${doctor}/mode`, { cookie, body: { mode: 'slots' } });
    expect(mode.status, JSON.stringify(mode.json)).toBe(200);
    expect(mode.json.data.MODE).toBe('slots');
    expect((await lastAudit('schedule.mode'))!.details).toMatchObject({ changes: { mode: { before: 'request', after: 'slots' } } });
    // The page's doctor picker lists the company's doctors only, each with its mode.
    const list = await call(app, 'GET', `${R}/schedule`, { cookie });
    expect(list.json.data).toContainEqual(expect.objectContaining({ ID: doctor, MODE: 'slots' }));
    expect(list.json.data.map((row: { ID: number }) => row.ID)).not.toContain(familyDoctor);
    const week = [
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 3, start: '10:00', end: '24:00' },
    ];
    const saved = await call(app, 'PUT', `${W}/schedule/${doctor}/hours`, { cookie, body: { intervals: week, version: 1 } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.VERSION).toBe(2);
    expect(saved.json.data.HOURS).toEqual([
      { WEEKDAY: 1, START: '09:00', END: '13:00' },
      { WEEKDAY: 1, START: '14:00', END: '18:00' },
      { WEEKDAY: 3, START: '10:00', END: '24:00' },
    ]);
    const entry = await lastAudit('schedule.hours');
    expect(entry!.targetId).toBe(doctor);
    expect((entry!.details as { changes: { intervals: { before: unknown[]; after: unknown[] } } }).changes.intervals.after).toHaveLength(3);
  });

  it('refuses a week saved from an older version: 409 edit_conflict with the week as stored', async () => {
    const stale = await call(app, 'PUT', `${W}/schedule/${doctor}/hours`, { cookie, body: { intervals: [{ weekday: 2, start: '08:00', end: '12:00' }], version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('edit_conflict');
    expect(stale.json.error.conflict).toMatchObject({ version: 2, changed: ['intervals'], current: { VERSION: 2 } });
    expect(stale.json.error.conflict.current.HOURS).toHaveLength(3);
    const rows = await getDb().select().from(scheduleHours).where(eq(scheduleHours.specialistId, doctor));
    expect(rows).toHaveLength(3);
  });

  it('gives field errors in the caller’s language: bad time, end before start, overlap, weekday', async () => {
    const res = await call(app, 'PUT', `${Wkk}/schedule/${doctor}/hours`, {
      cookie,
      body: {
        intervals: [
          { weekday: 1, start: '9:00', end: '12:00' },
          { weekday: 2, start: '12:00', end: '11:00' },
          { weekday: 3, start: '09:00', end: '13:00' },
          { weekday: 3, start: '12:30', end: '15:00' },
          { weekday: 8, start: '09:00', end: '10:00' },
        ],
        version: 2,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ 'intervals.0.start': ['invalid_time'], 'intervals.1.end': ['ends_before_starts'], 'intervals.3.start': ['hours_overlap'], 'intervals.4.weekday': ['invalid'] });
    expect(res.json.error.message).toMatch(/[әіңғүұқөһ]/);
  });

  it('adds, edits and deletes a visit type with the price list’s price as a suggestion; a bad length is refused', async () => {
    const [list] = await getDb().insert(materials).values({ companyId: demoId, code: `SCHEDULE_PRICES_${doctor}`, title: { ru: 'Цены' }, body: {}, kind: 'prices', priceList: { currency: 'KZT', groups: [{ name: { ru: 'Приём' }, rows: [{ service: { ru: 'Первичный приём' }, price: 9000, from: false }] }] } }).returning();
    try {
      const bad = await call(app, 'POST', `${W}/schedule/${doctor}/visit_types`, { cookie, body: { name: { ru: 'Первичный приём' }, duration_minutes: 3 } });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields).toEqual({ duration_minutes: ['invalid_duration'] });
      const created = await call(app, 'POST', `${W}/schedule/${doctor}/visit_types`, { cookie, body: { name: { ru: 'Первичный приём' }, duration_minutes: 30, price: 9000 } });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.data.ID;
      expect((await lastAudit('visit_type.create'))!.details).toMatchObject({ title: 'Первичный приём', durationMinutes: 30, price: 9000 });
      const setup = await call(app, 'GET', `${R}/schedule/${doctor}`, { cookie });
      expect(setup.json.data.VISIT_TYPES).toEqual([{ ID: id, NAME: { ru: 'Первичный приём' }, DURATION_MINUTES: 30, PRICE: 9000, ACTIVE: true, LIST_PRICE: 9000 }]);
      expect(setup.json.data.PRICE_LIST.ROWS).toContainEqual({ SERVICE: { ru: 'Первичный приём' }, PRICE: 9000, FROM: false, MATCHES_SPECIALTY: expect.any(Boolean) });
      const updated = await call(app, 'PUT', `${W}/visit_types/${id}`, { cookie, body: { name: { ru: 'Первичный приём' }, duration_minutes: 45, price: null } });
      expect(updated.json.data).toMatchObject({ DURATION_MINUTES: 45, PRICE: null });
      expect((await lastAudit('visit_type.update'))!.details).toMatchObject({ changes: { duration_minutes: { before: 30, after: 45 }, price: { before: 9000, after: null } } });
      expect((await call(app, 'DELETE', `${W}/visit_types/${id}`, { cookie })).status).toBe(200);
      expect((await call(app, 'DELETE', `${W}/visit_types/${id}`, { cookie })).json.error.code).toBe('visit_type_not_found');
    } finally {
      await getDb().delete(materials).where(eq(materials.id, list.id));
    }
  });

  it('marks a day off and other hours on another day, replaces and removes them; a past day is refused', async () => {
    const off = await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: daysAfter(3), intervals: [], note: 'отпуск' } });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    const other = await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: daysAfter(4), intervals: [{ start: '10:00', end: '12:00' }] } });
    expect(other.json.data.EXCEPTIONS).toEqual([
      { ID: expect.any(Number), DAY: daysAfter(3), INTERVALS: [], NOTE: 'отпуск' },
      { ID: expect.any(Number), DAY: daysAfter(4), INTERVALS: [{ START: '10:00', END: '12:00' }], NOTE: null },
    ]);
    // The same day again replaces it.
    const again = await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: daysAfter(4), intervals: [] } });
    expect(again.json.data.EXCEPTIONS).toHaveLength(2);
    expect((await lastAudit('schedule.exception'))!.details).toMatchObject({ day: daysAfter(4), intervals: [] });
    const past = await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: daysAfter(-1), intervals: [] } });
    expect(past.status).toBe(400);
    expect(past.json.error.fields).toEqual({ day: ['day_in_past'] });
    expect((await call(app, 'POST', `${W}/schedule/${doctor}/exceptions`, { cookie, body: { day: '2026-02-30', intervals: [] } })).json.error.fields).toEqual({ day: ['invalid_date'] });
    const id = again.json.data.EXCEPTIONS[1].ID;
    expect((await call(app, 'DELETE', `${W}/schedule_exceptions/${id}`, { cookie })).status).toBe(200);
    expect(await getDb().select().from(scheduleExceptions).where(eq(scheduleExceptions.id, id))).toHaveLength(0);
    expect((await lastAudit('schedule.exception_delete'))!.targetId).toBe(doctor);
    const tooLong = await call(app, 'GET', `${R}/schedule/${doctor}?from=${today()}&to=${daysAfter(400)}`, { cookie });
    expect(tooLong.json.error.fields).toEqual({ to: ['range_too_long'] });
  });

  it('keeps the clinic’s holiday changes beside the country’s public holidays', async () => {
    const holiday = daysAfter(10);
    const [national] = await getDb().insert(holidays).values({ country: 'KZ', day: holiday, name: { ru: 'Тестовый праздник' } }).onConflictDoNothing().returning();
    try {
      const work = await call(app, 'POST', `${W}/schedule_holidays`, { cookie, body: { day: holiday, closed: false } });
      expect(work.status, JSON.stringify(work.json)).toBe(200);
      const closed = await call(app, 'POST', `${W}/schedule_holidays`, { cookie, body: { day: daysAfter(11), closed: true, name: { ru: 'Санитарный день' } } });
      const days = closed.json.data.DAYS as { DAY: string; NATIONAL: boolean; OWN: { ID: number; CLOSED: boolean } | null; NAME: { ru: string } }[];
      expect(closed.json.data.COUNTRY).toBe('KZ');
      expect(days.find((day) => day.DAY === holiday)).toMatchObject({ NATIONAL: true, OWN: { CLOSED: false } });
      expect(days.find((day) => day.DAY === daysAfter(11))).toMatchObject({ NATIONAL: false, OWN: { CLOSED: true }, NAME: { ru: 'Санитарный день' } });
      expect((await lastAudit('holiday.set'))!.details).toMatchObject({ day: daysAfter(11), closed: true });
      // A public holiday itself is not the clinic's to delete.
      if (national) expect((await call(app, 'DELETE', `${W}/schedule_holidays/${national.id}`, { cookie })).status).toBe(404);
      for (const day of days.filter((item) => item.OWN)) expect((await call(app, 'DELETE', `${W}/schedule_holidays/${day.OWN!.ID}`, { cookie })).status).toBe(200);
      const after = await call(app, 'GET', `${R}/schedule_holidays?from=${holiday}&to=${daysAfter(11)}`, { cookie });
      expect(after.json.data.DAYS.filter((day: { OWN: unknown }) => day.OWN)).toEqual([]);
    } finally {
      if (national) await getDb().delete(holidays).where(eq(holidays.id, national.id));
    }
  });

  it('answers 404 for another company’s doctor and 403 without schedule.edit, changing nothing', async () => {
    expect((await call(app, 'GET', `${R}/schedule/${familyDoctor}`, { cookie })).json.error.code).toBe('doctor_not_found');
    const hoursOfFamilyDoctor = () => getDb().select().from(scheduleHours).where(eq(scheduleHours.specialistId, familyDoctor)).orderBy(scheduleHours.id);
    const before = await hoursOfFamilyDoctor();
    const foreign = await call(app, 'PUT', `${W}/schedule/${familyDoctor}/hours`, { cookie, body: { intervals: [{ weekday: 1, start: '09:00', end: '10:00' }], version: 1 } });
    expect(foreign.status).toBe(404);
    expect(await hoursOfFamilyDoctor()).toEqual(before);
    const editor = (await makeUser('schedule-no-permission', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }])).cookie;
    const refused = await call(app, 'PUT', `${W}/schedule/${doctor}/mode`, { cookie: editor, body: { mode: 'request' } });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'permission_required' });
    expect(refused.json.error.message).toContain('расписания');
  });

  it('migration 0015 grants schedule.edit to owners, managers and reception, so their preset holds; other sets stay', async () => {
    const before = {
      manager: ['company.edit', 'menu.edit', 'content.edit', 'specialists.edit', 'reviews.moderate', 'appointments.read', 'questions.read', 'members.manage'],
      reception: ['reviews.moderate', 'appointments.read', 'questions.read'],
      doctor: ['specialists.edit', 'appointments.read', 'questions.read'],
      custom: ['appointments.read', 'questions.read'],
    };
    const users = await Promise.all(Object.entries(before).map(([label, permissions]) => makeUser(`migration-${label}`, [{ company: 'DEMO', cabinet: 1, permissions }])));
    const ids = users.map((user) => user.id);
    const file = readFileSync(path.join(process.cwd(), 'lib/db/migrations/0015_booking-schedules.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await getDb().execute(sql.raw(statement));
    const rows = await getDb().select({ userId: cabinetMemberships.userId, permissions: cabinetMemberships.permissions }).from(cabinetMemberships).where(inArray(cabinetMemberships.userId, ids));
    const presetBy = Object.fromEntries(rows.map((row) => [Object.keys(before)[ids.indexOf(row.userId)], presetOf(row.permissions)]));
    expect(presetBy).toEqual({ manager: 'manager', reception: 'reception', doctor: 'doctor', custom: 'custom' });
    const custom = rows.find((row) => row.userId === ids[3])!;
    expect(custom.permissions).toEqual(before.custom);
  });
});
