import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOwnVisit, listOwnVisits } from '@/lib/accounts/visits';
import { BookingError } from '@/lib/booking/errors';
import { readVisitToken } from '@/lib/booking/tokens';
import { bookVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { newPhone } from '../helpers/accounts';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

async function newPatient(name: string) {
  const phone = newPhone();
  const [user] = await getDb().insert(users).values({ tel: phone, telConfirmedAt: new Date(), name, locale: 'ru' }).returning({ id: users.id });
  return { id: user.id, phone, name };
}

describe("the patient's visits in /profile (lib/accounts/visits)", () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor();
  });
  afterAll(() => closeDb());

  const slot = (time: string) => ({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at(time) });
  const book = (time: string, patient: { id: number; phone: string; name: string }) => bookVisit(slot(time), { name: patient.name, phone: patient.phone, userId: patient.id, locale: 'ru' });

  it('lists only the signed-in user’s own visits, upcoming soonest first, each with a fresh manage link and the .ics address; after the clinic’s limit no change is offered', async () => {
    const asel = await newPatient('Асель');
    const other = await newPatient('Другой');
    const later = await book('11:00', asel);
    const sooner = await book('09:00', asel);
    await book('10:00', other);
    const { upcoming, past } = await listOwnVisits(asel.id, 'ru');
    expect(upcoming.map((visit) => visit.id)).toEqual([sooner.id, later.id]);
    expect(past).toEqual([]);
    const [first] = upcoming;
    expect(first).toMatchObject({ status: 'booked', doctor: 'Тестовый врач', visitType: 'Консультация', timeZone: doctor.timeZone, canChange: true, start: doctor.at('09:00').toISOString() });
    expect(first.changeUntil).toBe(new Date(doctor.at('09:00').getTime() - 120 * 60_000).toISOString());
    const token = /\/visit\/([^/?]+)$/.exec(first.manageUrl!)![1];
    expect(readVisitToken(token, 'manage')).toEqual({ visitId: sooner.id, version: sooner.version });
    expect(first.icsToken).toBe(token);
    // An hour before the start (the clock passed in): the 2-hour limit has passed.
    const late = await listOwnVisits(asel.id, 'ru', new Date(doctor.at('09:00').getTime() - 60 * 60_000));
    expect(late.upcoming[0]).toMatchObject({ id: sooner.id, canChange: false });
  });

  it('cancels only the user’s own visit: another patient’s id is a 404 and changes nothing; the cancelled one moves to the past list', async () => {
    const owner = await newPatient('Владелец');
    const stranger = await newPatient('Чужой');
    const visit = await book('14:00', owner);
    const refused = await cancelOwnVisit(stranger.id, visit.id, 'ru').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BookingError);
    expect((refused as BookingError).status).toBe(404);
    expect((await listOwnVisits(owner.id, 'ru')).upcoming.map((v) => v.id)).toEqual([visit.id]);
    const cancelled = await cancelOwnVisit(owner.id, visit.id, 'ru');
    expect(cancelled.status).toBe('cancelled');
    const after = await listOwnVisits(owner.id, 'ru');
    expect(after.upcoming).toEqual([]);
    expect(after.past).toMatchObject([{ id: visit.id, status: 'cancelled', manageUrl: null, icsToken: null, canChange: false }]);
    // Too late: refused with the clinic's limit in the message.
    const soon = await book('16:00', owner);
    const tooLate = await cancelOwnVisit(owner.id, soon.id, 'ru', new Date(doctor.at('16:00').getTime() - 30 * 60_000)).catch((error: unknown) => error);
    expect((tooLate as BookingError).code).toBe('change_too_late');
  });
});
