import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, outbox, visits } from '@/lib/db/schema';
import { bookVisit, holdSlot } from '@/lib/booking/visits';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { call, makeUser } from '../helpers/business';

// Issue 30 "The clinic's side in /pro": the calendar reads a day or a week per doctor or for the
// whole clinic; those who handle appointments mark, book for a phoning patient and move; blocking
// time is schedule.edit's; every change is audited; an overlap is 409 slot_taken with next times;
// another company's visit is 404.
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const Wkk = '/api/w-business/kk/DEMO/0/business';
let reception = '';
let doctorOnly = '';
let scheduleOnly = '';
let doctor: TestDoctor;
let other: TestDoctor;
const patient = { name: 'Асель Нурланова', phone: '+77015551234', locale: 'ru' as const };

const lastAudit = async (action: string, targetId: number) =>
  (await getDb().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(desc(auditLog.id)).limit(1))[0];
const slot = (time: string, who: TestDoctor = doctor, visitTypeId = who.visit30) => ({ companyId: who.companyId, specialistId: who.specialistId, visitTypeId, start: who.at(time) });
const rowOf = async (id: number) => (await getDb().select().from(visits).where(eq(visits.id, id)))[0];

describe("the clinic's calendar API", () => {
  beforeAll(async () => {
    await seedDemoData();
    reception = (await makeUser('calendar-reception', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read', 'schedule.edit'] }])).cookie;
    doctorOnly = (await makeUser('calendar-doctor', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }])).cookie;
    scheduleOnly = (await makeUser('calendar-schedule', [{ company: 'DEMO', cabinet: 0, permissions: ['schedule.edit'] }])).cookie;
    doctor = await createTestDoctor({ daysAhead: 15 });
    other = await createTestDoctor({ companyCode: 'FAMILY', daysAhead: 15 });
  });
  afterAll(closeDb);

  it('reads a day per doctor and a week for the whole clinic: patient, type, status, source; no holds; another company\'s doctor is 404', async () => {
    const booked = await bookVisit(slot('09:00'), patient);
    await holdSlot(slot('10:00'), 'ru');
    const day = await call(app, 'GET', `${R}/calendar?from=${doctor.day}&doctor=${doctor.specialistId}`, { cookie: doctorOnly });
    expect(day.status, JSON.stringify(day.json)).toBe(200);
    expect(day.json.data).toMatchObject({ TIME_ZONE: 'Asia/Almaty', FROM: doctor.day, TO: doctor.day });
    expect(day.json.data.VISITS).toEqual([
      expect.objectContaining({ ID: booked.id, DOCTOR_ID: doctor.specialistId, START: doctor.at('09:00').toISOString(), STATUS: 'booked', SOURCE: 'site', PATIENT: { NAME: patient.name, PHONE: patient.phone }, TYPE: { ID: doctor.visit30, NAME: { ru: 'Консультация' } }, VERSION: 1 }),
    ]);
    // The booking form's doctors: those in slots mode, each with their visit types.
    expect(day.json.data.DOCTORS).toContainEqual(expect.objectContaining({ ID: doctor.specialistId, MODE: 'slots', VISIT_TYPES: [expect.objectContaining({ ID: doctor.visit30, DURATION_MINUTES: 30 }), expect.objectContaining({ ID: doctor.visit45 })] }));
    const before = new Date(`${doctor.day}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 3);
    const week = await call(app, 'GET', `${R}/calendar?from=${before.toISOString().slice(0, 10)}&days=7`, { cookie: doctorOnly });
    expect(week.status).toBe(200);
    const after = new Date(`${doctor.day}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 3);
    expect(week.json.data.TO).toBe(after.toISOString().slice(0, 10));
    expect(week.json.data.VISITS.map((visit: { ID: number }) => visit.ID)).toContain(booked.id);
    expect(week.json.data.DOCTORS.map((item: { ID: number }) => item.ID)).not.toContain(other.specialistId);
    expect((await call(app, 'GET', `${R}/calendar?doctor=${other.specialistId}`, { cookie: doctorOnly })).status).toBe(404);
    expect((await call(app, 'GET', `${R}/calendar?days=30`, { cookie: doctorOnly })).json.error.fields).toEqual({ days: ['invalid'] });
    // Reading is for those who handle appointments: schedule.edit alone is refused.
    expect((await call(app, 'GET', `${R}/calendar`, { cookie: scheduleOnly })).json.error.code).toBe('permission_required');
  });

  it('a booked visit the clinic cancels is told to the patient: the SMS of a cancel, no manage link', async () => {
    const visit = await bookVisit(slot('16:00'), { ...patient, phone: '+77015559876' });
    const cancelled = await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: reception, body: { status: 'cancelled', version: visit.version } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const sms = (await getDb().select().from(outbox).where(and(eq(outbox.recipient, '+77015559876'), eq(outbox.channel, 'sms')))).filter((row) => row.meta.kind === 'booking.cancelled');
    expect(sms).toHaveLength(1);
    expect(sms[0].body).not.toContain('/visit/');
  });

  it('marks a visit came, no-show and cancelled from its version, audited; the cancel frees the time; a stale version is 409', async () => {
    const visit = await bookVisit(slot('11:00'), patient);
    const counts = async () => (await call(app, 'GET', `${R}/open_counts`, { cookie: doctorOnly })).json.data.VISITS_UPCOMING as number;
    const upcoming = await counts();
    const came = await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'came', version: 1 } });
    expect(came.status, JSON.stringify(came.json)).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'came', version: 2 });
    expect((await lastAudit('visit.came', visit.id))!.details).toMatchObject({ title: patient.name, day: doctor.day, time: '11:00', from: 'booked', to: 'came' });
    const stale = await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'no_show', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('edit_conflict');
    expect((await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'no_show', version: 2 } })).status).toBe(200);
    expect(await lastAudit('visit.no_show', visit.id)).toBeTruthy();
    expect(await counts()).toBe(upcoming - 1);
    const cancelled = await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'cancelled', version: 3 } });
    expect(cancelled.status).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'cancelled', version: 4 });
    expect((await rowOf(visit.id)).cancelledAt).toBeInstanceOf(Date);
    expect(await lastAudit('visit.cancel', visit.id)).toBeTruthy();
    // The dashboard lists it as cancelled, newest first (a reader without appointments.read gets null).
    const board = await call(app, 'GET', `${R}/dashboard`, { cookie: doctorOnly });
    expect(board.json.data.RECENT_VISITS[0]).toMatchObject({ ID: visit.id, EVENT: 'cancelled', PATIENT_NAME: patient.name, START: doctor.at('11:00').toISOString(), DOCTOR: { ID: doctor.specialistId } });
    expect((await call(app, 'GET', `${R}/dashboard`, { cookie: scheduleOnly })).json.data.RECENT_VISITS).toBeNull();
    // The time is free again: the next patient books it.
    expect((await bookVisit(slot('11:00'), patient)).status).toBe('booked');
    // A cancelled visit is marked no more.
    expect((await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'came', version: 4 } })).json.error.code).toBe('visit_not_markable');
    expect((await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: doctorOnly, body: { status: 'booked', version: 4 } })).json.error.fields).toEqual({ status: ['invalid'] });
  });

  it("refuses another company's visit and block as 404 and changes nothing", async () => {
    const foreign = await bookVisit(slot('09:00', other), patient);
    const mark = await call(app, 'PUT', `${W}/visits/${foreign.id}/status`, { cookie: reception, body: { status: 'cancelled', version: 1 } });
    expect(mark.status).toBe(404);
    expect(mark.json.error.code).toBe('visit_not_found');
    expect((await call(app, 'PUT', `${W}/visits/${foreign.id}/move`, { cookie: reception, body: { day: other.day, start: '10:00', version: 1 } })).status).toBe(404);
    expect((await call(app, 'DELETE', `${W}/calendar/blocks/${foreign.id}`, { cookie: reception })).status).toBe(404);
    const book = await call(app, 'POST', `${W}/calendar/visits`, { cookie: reception, body: { specialist_id: other.specialistId, visit_type_id: other.visit30, day: other.day, start: '12:00', name: 'Чужой', phone: '+77015550002' } });
    expect(book.status).toBe(404);
    expect(await rowOf(foreign.id)).toMatchObject({ status: 'booked', version: 1 });
  });

  it('books a patient who phoned (source phone, no code), audited; an overlap is 409 slot_taken with next times; a time off the hours is a field error in kk', async () => {
    const body = { specialist_id: doctor.specialistId, visit_type_id: doctor.visit45, day: doctor.day, start: '14:00', name: '  Ерлан Сейтқали ', phone: '8 701 555 12 99', note: 'Позвонил сам' };
    const booked = await call(app, 'POST', `${W}/calendar/visits`, { cookie: doctorOnly, body });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    expect(booked.json.data).toMatchObject({ STATUS: 'booked', SOURCE: 'phone', START: doctor.at('14:00').toISOString(), END: doctor.at('14:45').toISOString() });
    expect(await rowOf(booked.json.data.ID)).toMatchObject({ patientName: 'Ерлан Сейтқали', patientPhone: '+77015551299', source: 'phone', note: 'Позвонил сам' });
    expect((await lastAudit('visit.book', booked.json.data.ID))!.details).toMatchObject({ title: 'Ерлан Сейтқали', day: doctor.day, time: '14:00' });
    // 14:30 overlaps 14:00–14:45: the constraint refuses; the answer offers the next free times.
    const taken = await call(app, 'POST', `${W}/calendar/visits`, { cookie: doctorOnly, body: { ...body, visit_type_id: doctor.visit30, start: '14:30' } });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('slot_taken');
    expect(taken.json.error.next[0].start).toBe(doctor.at('15:00').toISOString());
    const outside = await call(app, 'POST', `${Wkk}/calendar/visits`, { cookie: doctorOnly, body: { ...body, start: '13:15' } });
    expect(outside.status).toBe(400);
    expect(outside.json.error.fields).toEqual({ start: ['slot_outside_hours'] });
    const invalid = await call(app, 'POST', `${Wkk}/calendar/visits`, { cookie: doctorOnly, body: { ...body, phone: '12', name: '', start: '9:00' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.fields).toMatchObject({ phone: ['invalid_phone'], name: ['required'], start: ['invalid_time'] });
    expect(invalid.json.error.message).toMatch(/[А-Яа-яӘәҚқҢңӨөҰұҮүІі]/);
  });

  it('blocks time (schedule.edit only) never over a visit, and gives it back; both audited', async () => {
    await bookVisit(slot('16:00'), patient);
    const body = { specialist_id: doctor.specialistId, day: doctor.day, start: '16:30', end: '17:30', note: 'Планёрка' };
    expect((await call(app, 'POST', `${W}/calendar/blocks`, { cookie: doctorOnly, body })).json.error.code).toBe('permission_required');
    const over = await call(app, 'POST', `${W}/calendar/blocks`, { cookie: reception, body: { ...body, start: '15:45' } });
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('slot_taken');
    const reversed = await call(app, 'POST', `${W}/calendar/blocks`, { cookie: reception, body: { ...body, end: '16:00' } });
    expect(reversed.json.error.fields).toEqual({ end: ['ends_before_starts'] });
    const block = await call(app, 'POST', `${W}/calendar/blocks`, { cookie: reception, body });
    expect(block.status, JSON.stringify(block.json)).toBe(201);
    expect(block.json.data).toMatchObject({ STATUS: 'blocked', SOURCE: 'clinic' });
    expect((await lastAudit('visit.block', block.json.data.ID))!.details).toMatchObject({ day: doctor.day, time: '16:30' });
    // A patient cannot book into it.
    await expect(bookVisit(slot('17:00'), patient)).rejects.toMatchObject({ code: 'slot_taken' });
    const visitId = (await bookVisit(slot('17:30'), patient)).id;
    expect((await call(app, 'DELETE', `${W}/calendar/blocks/${visitId}`, { cookie: reception })).status).toBe(404);
    const freed = await call(app, 'DELETE', `${W}/calendar/blocks/${block.json.data.ID}`, { cookie: reception });
    expect(freed.status).toBe(200);
    expect(await rowOf(block.json.data.ID)).toBeUndefined();
    expect(await lastAudit('visit.unblock', block.json.data.ID)).toBeTruthy();
    expect((await bookVisit(slot('17:00'), patient)).status).toBe('booked');
  });

  it('moves a visit from its version (audited with both times); onto another visit is 409 slot_taken; a stale version is 409 edit_conflict', async () => {
    const visit = await bookVisit(slot('12:00'), patient);
    await bookVisit(slot('12:30'), patient);
    const onto = await call(app, 'PUT', `${W}/visits/${visit.id}/move`, { cookie: doctorOnly, body: { day: doctor.day, start: '12:30', version: 1 } });
    expect(onto.status).toBe(409);
    expect(onto.json.error.code).toBe('slot_taken');
    expect(onto.json.error.next.length).toBeGreaterThan(0);
    const moved = await call(app, 'PUT', `${W}/visits/${visit.id}/move`, { cookie: doctorOnly, body: { day: doctor.day, start: '15:30', version: 1 } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.data).toMatchObject({ START: doctor.at('15:30').toISOString(), VERSION: 2 });
    expect((await lastAudit('visit.move', visit.id))!.details).toMatchObject({ fromDay: doctor.day, fromTime: '12:00', day: doctor.day, time: '15:30' });
    const stale = await call(app, 'PUT', `${W}/visits/${visit.id}/move`, { cookie: doctorOnly, body: { day: doctor.day, start: '09:30', version: 1 } });
    expect(stale.json.error.code).toBe('edit_conflict');
  });
});
