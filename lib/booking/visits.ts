import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { visits } from '@/lib/db/schema';
import type { VisitSource } from '@/lib/db/schema/booking';
import { addWallDays, instantToWallDate } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { BookingError, slotTaken, type NextFreeTime } from './errors';
import { findBookingDoctor, findVisitType, isBookable, loadBusy, loadSchedule, rangeInstants, type BookingDoctor, type VisitTypeRow } from './queries';
import { freeSlots, MAX_RANGE_DAYS, slotProblem, type Slot } from './slots';
import { queueVisitNotice } from './notify/at-once';
import type { VisitActor } from './notify/staff';

/*
 * Visits, holds and blocked times (docs/decisions.md "Booking: visits"). The exclusion constraint
 * visits_no_overlap is the only guard against two periods of a doctor overlapping: nothing here
 * checks and then inserts; a refused row (SQLSTATE 23P01) is answered 409 slot_taken with the
 * doctor's next free times. Every function takes the clock (`now`) so tests need no sleeping.
 */

/** A hold keeps its time this long while the patient fills in their details. */
export const HOLD_MINUTES = 10;
/** How many free times a 409 slot_taken offers instead. */
export const NEXT_FREE_COUNT = 5;

/** The constraint refused the period: it overlaps another of the doctor's that is not cancelled. */
export function isOverlap(error: unknown): boolean {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (seen?.code ?? seen?.cause?.code) === '23P01';
}

const periodOf = (start: Date, end: Date) => sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

export type VisitRow = typeof visits.$inferSelect;
/** A visit with its period read as instants. */
export type Visit = VisitRow & { start: Date; end: Date };

const withPeriod = { start: sql<Date>`lower(${visits.period})`.mapWith((value: string) => new Date(value)), end: sql<Date>`upper(${visits.period})`.mapWith((value: string) => new Date(value)) };

/** The doctor's free slots of a visit length over wall dates `from`..`to` (checked by checkRange first). */
export async function readFreeSlots(doctor: BookingDoctor, durationMinutes: number, from: string, to: string, now = new Date()): Promise<Slot[]> {
  const range = rangeInstants(from, to, doctor.timeZone);
  const [schedule, busy] = await Promise.all([loadSchedule(doctor, from, to), loadBusy(doctor.id, range.start, range.end)]);
  return freeSlots(schedule, { from, to, durationMinutes, busy, now });
}

/** The doctor's next free times of a visit length from `after` (or now) on, at most NEXT_FREE_COUNT within a month. */
export async function nextFreeTimes(doctor: BookingDoctor, durationMinutes: number, after: Date, now = new Date()): Promise<NextFreeTime[]> {
  const from = instantToWallDate(Math.max(after.getTime(), now.getTime()), doctor.timeZone);
  const slots = await readFreeSlots(doctor, durationMinutes, from, addWallDays(from, MAX_RANGE_DAYS - 1), now);
  return slots
    .filter((slot) => slot.start.getTime() >= after.getTime())
    .slice(0, NEXT_FREE_COUNT)
    .map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
}

/** A slot the public asks for: the doctor of the company, their visit type, the time. */
export type SlotRequest = { companyId: number; specialistId: number; visitTypeId: number; start: Date };

/**
 * Checks a slot the public asks for: a published doctor in `slots` mode, a visit type of theirs,
 * a time on the grid of their hours, not on a closed day, not in the past or the lead time.
 * Refused with a field error in the caller's language.
 */
export async function checkSlot(request: SlotRequest, locale: Locale, now = new Date()): Promise<{ doctor: BookingDoctor; visitType: VisitTypeRow; end: Date }> {
  const doctor = await findBookingDoctor(request.companyId, request.specialistId);
  if (!doctor || !doctor.isPublished) throw new BookingError(404, 'not_found', locale, { specialist_id: 'not_found' });
  if (!isBookable(doctor)) throw new BookingError(409, 'doctor_not_bookable', locale, { specialist_id: 'doctor_not_bookable' });
  const visitType = await findVisitType(doctor.id, request.visitTypeId);
  if (!visitType) throw new BookingError(400, 'visit_type_not_offered', locale, { visit_type_id: 'visit_type_not_offered' });
  const wallDate = instantToWallDate(request.start, doctor.timeZone);
  const schedule = await loadSchedule(doctor, wallDate, wallDate);
  const problem = slotProblem(schedule, request.start, visitType.durationMinutes, now, wallDate);
  if (problem) throw new BookingError(400, problem, locale, { start: problem });
  return { doctor, visitType, end: addMinutes(request.start, visitType.durationMinutes) };
}

/** Runs an insert or update of a period; a refusal by the constraint becomes 409 slot_taken with the next free times. */
async function guarded<T>(write: () => Promise<T>, doctor: BookingDoctor, durationMinutes: number, start: Date, locale: Locale, now: Date): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlap(error)) throw error;
    throw slotTaken(locale, await nextFreeTimes(doctor, durationMinutes, start, now));
  }
}

/** The doctor's holds whose time is up: deleted before a new period of theirs goes in, in the same transaction. */
async function sweepExpiredHolds(tx: Transaction | Database, specialistId: number, now: Date): Promise<void> {
  await tx.delete(visits).where(and(eq(visits.specialistId, specialistId), eq(visits.status, 'hold'), lte(visits.holdExpiresAt, now)));
}

/** A visit or hold changed: the doctor's cached free slots expire (their tag, in Next and at the edge). */
export async function purgeDoctorSlots(doctor: Pick<BookingDoctor, 'companyCode' | 'id'>): Promise<void> {
  await invalidateCompany(doctor.companyCode, { slots: [doctor.id] });
}

/** Holds a free slot for HOLD_MINUTES: a row under the constraint like any visit, expiring by itself. */
export async function holdSlot(request: SlotRequest, locale: Locale, now = new Date()): Promise<Visit> {
  const { doctor, visitType, end } = await checkSlot(request, locale, now);
  const visit = await guarded(
    () =>
      getDb().transaction(async (tx) => {
        await sweepExpiredHolds(tx, doctor.id, now);
        const [row] = await tx
          .insert(visits)
          .values({ companyId: doctor.companyId, specialistId: doctor.id, visitTypeId: visitType.id, period: periodOf(request.start, end) as never, status: 'hold', holdExpiresAt: addMinutes(now, HOLD_MINUTES), locale, source: 'site' })
          .returning({ id: visits.id });
        return row;
      }),
    doctor,
    visitType.durationMinutes,
    request.start,
    locale,
    now,
  );
  await purgeDoctorSlots(doctor);
  return requireVisit(visit.id);
}

/** Who the visit is for: the patient's details as they gave them (or their account has them). */
export type Patient = { name: string; phone: string; email?: string | null; userId?: number | null; locale: Locale };

/**
 * Books a slot for a patient. With a live hold of the same slot (its id and version from the
 * hold token) the hold becomes the visit in one UPDATE; without one (never held, or the hold
 * expired) the slot is booked directly: checked like a hold, inserted under the constraint.
 */
export async function bookVisit(
  request: SlotRequest,
  patient: Patient,
  options: { hold?: { visitId: number; version: number }; source?: VisitSource; now?: Date; actor?: VisitActor } = {},
): Promise<Visit> {
  const now = options.now ?? new Date();
  const actor = options.actor ?? 'patient';
  const { doctor, visitType, end } = await checkSlot(request, patient.locale, now);
  const details = { patientName: patient.name, patientPhone: patient.phone, patientEmail: patient.email ?? null, userId: patient.userId ?? null, locale: patient.locale, updatedAt: now };
  if (options.hold) {
    const hold = options.hold;
    const held = await inMailTransaction(async (db, queueMail, jobs) => {
      const [row] = await db
        .update(visits)
        .set({ ...details, status: 'booked', holdExpiresAt: null })
        .where(
          and(
            eq(visits.id, hold.visitId),
            eq(visits.version, hold.version),
            eq(visits.specialistId, doctor.id),
            eq(visits.status, 'hold'),
            sql`${visits.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
            sql`${visits.period} = ${periodOf(request.start, end)}`,
          ),
        )
        .returning({ id: visits.id });
      if (row) await queueVisitNotice({ db, queueMail, jobs }, row.id, 'booked', now, actor);
      return row;
    });
    if (held) {
      await purgeDoctorSlots(doctor);
      return requireVisit(held.id);
    }
  }
  const inserted = await guarded(
    () =>
      inMailTransaction(async (tx, queueMail, jobs) => {
        await sweepExpiredHolds(tx, doctor.id, now);
        const [row] = await tx
          .insert(visits)
          .values({ ...details, companyId: doctor.companyId, specialistId: doctor.id, visitTypeId: visitType.id, period: periodOf(request.start, end) as never, status: 'booked', source: options.source ?? 'site' })
          .returning({ id: visits.id });
        await queueVisitNotice({ db: tx, queueMail, jobs }, row.id, 'booked', now, actor);
        return row;
      }),
    doctor,
    visitType.durationMinutes,
    request.start,
    patient.locale,
    now,
  );
  await purgeDoctorSlots(doctor);
  return requireVisit(inserted.id);
}

/** A visit by id with its period as instants, or null. */
export async function findVisit(visitId: number): Promise<Visit | null> {
  const [row] = await getDb()
    .select({ visit: visits, ...withPeriod })
    .from(visits)
    .where(eq(visits.id, visitId))
    .limit(1);
  return row ? { ...row.visit, start: row.start, end: row.end } : null;
}

async function requireVisit(visitId: number): Promise<Visit> {
  const visit = await findVisit(visitId);
  if (!visit) throw new Error(`visit ${visitId} vanished`);
  return visit;
}

/** What a change by the patient (a manage link or /profile) needs: the visit at that version, still ahead by more than the clinic's limit. */
async function changeableVisit(visitId: number, version: number, locale: Locale, now: Date, byClinic = false): Promise<{ visit: Visit; doctor: BookingDoctor }> {
  const visit = await findVisit(visitId);
  if (!visit || visit.version !== version || visit.status !== 'booked') throw new BookingError(409, 'link_void', locale);
  const doctor = await findBookingDoctor(visit.companyId, visit.specialistId);
  if (!doctor) throw new BookingError(409, 'link_void', locale);
  if (!byClinic && visit.start.getTime() - now.getTime() < doctor.changeLimitMinutes * 60_000) throw new BookingError(409, 'change_too_late', locale, undefined, undefined, { minutes: doctor.changeLimitMinutes });
  return { visit, doctor };
}

/** Cancels a booked visit at the version a patient's link names; the time is free at once; the version moves on, so the link is void. */
export async function cancelVisit(visitId: number, version: number, locale: Locale, now = new Date()): Promise<Visit> {
  const { doctor } = await changeableVisit(visitId, version, locale, now);
  const row = await inMailTransaction(async (db, queueMail, jobs) => {
    const [cancelled] = await db
      .update(visits)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, version: sql`${visits.version} + 1` })
      .where(and(eq(visits.id, visitId), eq(visits.version, version), eq(visits.status, 'booked')))
      .returning({ id: visits.id });
    if (cancelled) await queueVisitNotice({ db, queueMail, jobs }, cancelled.id, 'cancelled', now);
    return cancelled;
  });
  if (!row) throw new BookingError(409, 'link_void', locale);
  await purgeDoctorSlots(doctor);
  return requireVisit(row.id);
}

/**
 * Moves a booked visit to another start (same doctor, same length) in one UPDATE of its period
 * under the constraint; the version moves on (a manage link or reminder of the old time is void).
 * `byClinic`: the clinic's calendar moves it (the caller checked the member, named here so their
 * own staff e-mail is not sent): the patient's change limit does not apply.
 */
export async function moveVisit(visitId: number, version: number, start: Date, locale: Locale, now = new Date(), byClinic: { userId: number } | null = null): Promise<Visit> {
  const { visit, doctor } = await changeableVisit(visitId, version, locale, now, byClinic !== null);
  if (!visit.visitTypeId) throw new BookingError(409, 'link_void', locale);
  const { visitType, end } = await checkSlot({ companyId: visit.companyId, specialistId: visit.specialistId, visitTypeId: visit.visitTypeId, start }, locale, now);
  const [row] = await guarded(
    () =>
      inMailTransaction(async (tx, queueMail, jobs) => {
        await sweepExpiredHolds(tx, doctor.id, now);
        const moved = await tx
          .update(visits)
          .set({ period: periodOf(start, end) as never, updatedAt: now, version: sql`${visits.version} + 1`, remindedDayBeforeAt: null, remindedHoursBeforeAt: null })
          .where(and(eq(visits.id, visitId), eq(visits.version, version), eq(visits.status, 'booked')))
          .returning({ id: visits.id });
        if (moved[0]) await queueVisitNotice({ db: tx, queueMail, jobs }, moved[0].id, 'moved', now, byClinic ?? 'patient');
        return moved;
      }),
    doctor,
    visitType.durationMinutes,
    start,
    locale,
    now,
  );
  if (!row) throw new BookingError(409, 'link_void', locale);
  await purgeDoctorSlots(doctor);
  return requireVisit(row.id);
}

/**
 * The clinic takes time out of a doctor's schedule (a meeting, a break): a `blocked` row under
 * the same constraint, so it never overlaps a visit or a hold. The caller checks the member's permission.
 */
export async function blockTime(doctor: BookingDoctor, start: Date, end: Date, note: string | null, locale: Locale, now = new Date()): Promise<Visit> {
  if (end.getTime() <= start.getTime()) throw new BookingError(400, 'invalid_input', locale, { end: 'range_reversed' });
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const row = await guarded(
    () =>
      getDb().transaction(async (tx) => {
        await sweepExpiredHolds(tx, doctor.id, now);
        const [inserted] = await tx
          .insert(visits)
          .values({ companyId: doctor.companyId, specialistId: doctor.id, period: periodOf(start, end) as never, status: 'blocked', source: 'clinic', note })
          .returning({ id: visits.id });
        return inserted;
      }),
    doctor,
    minutes,
    start,
    locale,
    now,
  );
  await purgeDoctorSlots(doctor);
  return requireVisit(row.id);
}
