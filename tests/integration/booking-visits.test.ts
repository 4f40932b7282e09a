import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { holidays, scheduleExceptions, visits } from '@/lib/db/schema';
import { BookingError } from '@/lib/booking/errors';
import { findBookingDoctor } from '@/lib/booking/queries';
import { blockTime, bookVisit, cancelVisit, holdSlot, moveVisit, readFreeSlots } from '@/lib/booking/visits';
import { instantToWallTime } from '@/lib/dates/wall-time';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

const patient = { name: 'Асель Нурланова', phone: '+77015551234', locale: 'ru' as const };

async function refusal(promise: Promise<unknown>): Promise<BookingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BookingError) return error;
    throw error;
  }
  throw new Error('expected a BookingError');
}

describe('booking visits service (lib/booking/visits)', () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor();
  });
  afterAll(() => closeDb());

  const slot = (time: string, visitTypeId = doctor.visit30) => ({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId, start: doctor.at(time) });

  it('never books two overlapping visit types of one doctor (30 and 45 min): the constraint refuses, through the service and through raw SQL', async () => {
    await bookVisit(slot('09:00', doctor.visit45), patient);
    // 09:30 of a 30-minute visit overlaps 09:00–09:45: the constraint refuses, 409 with next times.
    const taken = await refusal(bookVisit(slot('09:30'), patient));
    expect(taken.status).toBe(409);
    expect(taken.code).toBe('slot_taken');
    expect(taken.next?.length).toBe(5);
    expect(taken.next![0].start).toBe(doctor.at('10:00').toISOString());
    // Raw SQL, no service: PostgreSQL itself refuses the overlap (exclusion_violation, 23P01).
    const raw = getDb().execute(sql`insert into visits (company_id, specialist_id, period, status) values (${doctor.companyId}, ${doctor.specialistId}, tstzrange(${doctor.at('09:40').toISOString()}::timestamptz, ${doctor.at('10:10').toISOString()}::timestamptz, '[)'), 'booked')`);
    await expect(raw).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Both at once: exactly one of the two overlapping types wins.
    const both = await Promise.allSettled([bookVisit(slot('11:00', doctor.visit45), patient), bookVisit(slot('11:30'), patient)]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('a hold takes its time until it expires; an expired hold is swept and the time is free again (clock injected)', async () => {
    const now = new Date();
    const hold = await holdSlot(slot('14:00'), 'ru', now);
    expect(hold.status).toBe('hold');
    expect(hold.holdExpiresAt!.getTime()).toBe(now.getTime() + 10 * 60_000);
    const bookingDoctor = (await findBookingDoctor(doctor.companyId, doctor.specialistId))!;
    const free = async (at: Date) => (await readFreeSlots(bookingDoctor, 30, doctor.day, doctor.day, at)).map((s) => instantToWallTime(s.start, doctor.timeZone));
    expect(await free(now)).not.toContain('14:00');
    expect((await refusal(bookVisit(slot('14:00'), patient, { now }))).code).toBe('slot_taken');
    // Eleven minutes later (the clock, not a sleep) the hold is over: the slot shows and books.
    const later = new Date(now.getTime() + 11 * 60_000);
    expect(await free(later)).toContain('14:00');
    const visit = await bookVisit(slot('14:00'), patient, { now: later });
    expect(visit.status).toBe('booked');
    const [gone] = await getDb().select().from(visits).where(eq(visits.id, hold.id));
    expect(gone).toBeUndefined();
  });

  it('a live hold becomes the visit with the patient details', async () => {
    const hold = await holdSlot(slot('15:00'), 'kk');
    const visit = await bookVisit(slot('15:00'), { ...patient, locale: 'kk' }, { hold: { visitId: hold.id, version: hold.version } });
    expect(visit.id).toBe(hold.id);
    expect(visit).toMatchObject({ status: 'booked', holdExpiresAt: null, patientPhone: '+77015551234', locale: 'kk' });
  });

  it('moves a visit in one update (version + 1) and cancels it; the old version is void', async () => {
    const visit = await bookVisit(slot('16:00'), patient);
    const moved = await moveVisit(visit.id, visit.version, doctor.at('16:30'), 'ru');
    expect(moved.version).toBe(visit.version + 1);
    expect(moved.start.toISOString()).toBe(doctor.at('16:30').toISOString());
    expect((await refusal(cancelVisit(visit.id, visit.version, 'ru'))).code).toBe('link_void');
    // Moving onto a taken time: the constraint refuses.
    expect((await refusal(moveVisit(moved.id, moved.version, doctor.at('15:00'), 'ru'))).code).toBe('slot_taken');
    const cancelled = await cancelVisit(moved.id, moved.version, 'ru');
    expect(cancelled).toMatchObject({ status: 'cancelled', version: moved.version + 1 });
    // The time is free again.
    expect((await bookVisit(slot('16:30'), patient)).status).toBe('booked');
  });

  it('refuses a change closer to the visit than the clinic limit', async () => {
    const visit = await bookVisit(slot('17:00'), patient);
    const late = new Date(visit.start.getTime() - 60 * 60_000);
    const error = await refusal(cancelVisit(visit.id, visit.version, 'en', late));
    expect(error.code).toBe('change_too_late');
    expect(error.message).toContain('120');
  });

  it('blocked time is under the same constraint', async () => {
    const bookingDoctor = (await findBookingDoctor(doctor.companyId, doctor.specialistId))!;
    await blockTime(bookingDoctor, doctor.at('12:00'), doctor.at('13:00'), 'Совещание', 'ru');
    expect((await refusal(bookVisit(slot('12:30'), patient))).code).toBe('slot_taken');
    expect((await refusal(blockTime(bookingDoctor, doctor.at('11:50'), doctor.at('12:10'), null, 'ru'))).code).toBe('slot_taken');
  });

  it('refuses bad slots with a field error in the caller language: past, outside hours, holiday, another doctor type, not bookable', async () => {
    const past = await refusal(holdSlot({ ...slot('09:00'), start: new Date(Date.now() - 3_600_000) }, 'ru'));
    expect(past).toMatchObject({ status: 400, code: 'slot_in_past', fields: { start: ['slot_in_past'] } });
    const outside = await refusal(holdSlot(slot('13:30'), 'en'));
    expect(outside).toMatchObject({ status: 400, fields: { start: ['slot_outside_hours'] }, fieldMessages: { start: 'The doctor does not see patients at this time' } });
    expect((await refusal(holdSlot(slot('09:10'), 'ru'))).fields).toEqual({ start: ['slot_outside_hours'] });
    // The clinic closes the day after: a holiday of its own.
    const closed = await createTestDoctor({ daysAhead: 15 });
    await getDb().delete(holidays).where(and(eq(holidays.companyId, closed.companyId), eq(holidays.day, closed.day)));
    await getDb().insert(holidays).values({ companyId: closed.companyId, day: closed.day, name: { ru: 'Санитарный день' }, isClosed: true });
    const holiday = await refusal(holdSlot({ companyId: closed.companyId, specialistId: closed.specialistId, visitTypeId: closed.visit30, start: closed.at('10:00') }, 'kk'));
    expect(holiday).toMatchObject({ status: 400, fields: { start: ['slot_on_holiday'] }, fieldMessages: { start: 'Бұл күні клиника жұмыс істемейді' } });
    await getDb().delete(holidays).where(and(eq(holidays.companyId, closed.companyId), eq(holidays.day, closed.day)));
    await getDb().delete(scheduleExceptions).where(eq(scheduleExceptions.specialistId, closed.specialistId));
    const other = await refusal(holdSlot({ ...slot('10:00'), visitTypeId: closed.visit30 }, 'ru'));
    expect(other).toMatchObject({ status: 400, fields: { visit_type_id: ['visit_type_not_offered'] } });
    const request = await createTestDoctor({ mode: 'request' });
    const notBookable = await refusal(holdSlot({ companyId: request.companyId, specialistId: request.specialistId, visitTypeId: request.visit30, start: request.at('10:00') }, 'uz'));
    expect(notBookable).toMatchObject({ status: 409, code: 'doctor_not_bookable', fields: { specialist_id: ['doctor_not_bookable'] } });
    const hidden = await createTestDoctor({ published: false });
    expect((await refusal(holdSlot({ companyId: hidden.companyId, specialistId: hidden.specialistId, visitTypeId: hidden.visit30, start: hidden.at('10:00') }, 'ru'))).status).toBe(404);
  });

  it('reads the schedule in the clinic zone: a Tashkent clinic opens at 09:00 Tashkent time', async () => {
    // A clinic of its own in Tashkent: a copy of DEMO's row under a new code, so no seeded clinic changes zone.
    const code = `TASH${Date.now() % 100_000}`;
    await getDb().execute(sql`insert into companies (code, slug, name, time_zone) select ${code}, ${code.toLowerCase()}, name, 'Asia/Tashkent' from companies where code = 'DEMO'`);
    const chosen = code;
    const tashkent = await createTestDoctor({ companyCode: chosen });
    const bookingDoctor = (await findBookingDoctor(tashkent.companyId, tashkent.specialistId))!;
    const slots = await readFreeSlots(bookingDoctor, 30, tashkent.day, tashkent.day);
    await getDb().execute(sql`delete from companies where code = ${code}`);
    expect(slots[0].start.toISOString()).toBe(`${tashkent.day}T04:00:00.000Z`);
  });
});
