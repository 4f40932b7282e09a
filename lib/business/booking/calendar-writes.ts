import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visits } from '@/lib/db/schema';
import { wallTimeToInstant } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';
import { BookingError } from '@/lib/booking/errors';
import { findBookingDoctor } from '@/lib/booking/queries';
import { blockTime, bookVisit, moveVisit, type Visit } from '@/lib/booking/visits';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { companyVisit, purgeSlotsOf, visitAuditDetails } from './calendar';
import type { BlockTimeInput, MoveVisitInput, PhoneBookingInput } from './calendar-schemas';
import { actorOf, companyTimeZone } from './doctor';

/*
 * The calendar's writes that take time (docs/decisions.md "Booking: the clinic's calendar"):
 * blocked time, a visit booked for a patient who phoned, a visit moved. Each goes through
 * lib/booking/visits (the exclusion constraint guards it: an overlap is 409 slot_taken with the
 * next free times; the doctor's cached slots are purged there) and is audited after it.
 */

async function companyDoctor(member: BusinessMember, specialistId: number) {
  const doctor = await findBookingDoctor(member.company.id, specialistId);
  if (!doctor) throw new BusinessError(404, 'doctor_not_found');
  return doctor;
}

const audit = (member: BusinessMember, id: number, action: `visit.${string}`, details: Record<string, unknown>) => recordAudit(getDb(), { ...actorOf(member, id), action, details });

/** Takes time out of a doctor's schedule (schedule.edit): a `blocked` row under the constraint. Audited as visit.block. */
export async function blockDoctorTime(member: BusinessMember, input: BlockTimeInput, locale: Locale, now = new Date()): Promise<Visit> {
  const doctor = await companyDoctor(member, input.specialist_id);
  const start = wallTimeToInstant(input.day, input.start, doctor.timeZone);
  const end = wallTimeToInstant(input.day, input.end, doctor.timeZone);
  if (end.getTime() <= now.getTime()) throw new BusinessError(400, 'invalid_input', {}, { end: ['time_in_past'] });
  const block = await blockTime(doctor, start, end, input.note ?? null, locale, now);
  await audit(member, block.id, 'visit.block', { ...(await visitAuditDetails(member, { ...block, start: block.start.toISOString() }, doctor.timeZone)), end: block.end.toISOString() });
  return block;
}

/** Gives blocked time back (schedule.edit): the row goes, the time is free again. Audited as visit.unblock. */
export async function unblockDoctorTime(member: BusinessMember, id: number): Promise<void> {
  const block = await companyVisit(member, id);
  if (block.status !== 'blocked') throw new BusinessError(404, 'visit_not_found');
  const details = await visitAuditDetails(member, block, await companyTimeZone(member.company.id));
  await getDb().transaction(async (tx) => {
    await tx.delete(visits).where(and(eq(visits.id, id), eq(visits.status, 'blocked')));
    await recordAudit(tx, { ...actorOf(member, id), action: 'visit.unblock', details: { ...details, end: block.end } });
  });
  await purgeSlotsOf(member, block.specialistId);
}

/**
 * Books a visit for a patient who phoned (source 'phone'; no SMS code, the clinic spoke to them):
 * through bookVisit, so the slot is checked as the public's (the doctor's hours, the grid, not in
 * the past) and the constraint refuses an overlap. Audited as visit.book.
 */
export async function bookForPatient(member: BusinessMember, input: PhoneBookingInput, locale: Locale, now = new Date()): Promise<Visit> {
  const doctor = await companyDoctor(member, input.specialist_id);
  const start = wallTimeToInstant(input.day, input.start, doctor.timeZone);
  const visit = await bookVisit(
    { companyId: member.company.id, specialistId: doctor.id, visitTypeId: input.visit_type_id, start },
    { name: input.name, phone: input.phone, locale },
    { source: 'phone', now, actor: { userId: member.user.id } },
  );
  if (input.note) await getDb().update(visits).set({ note: input.note }).where(eq(visits.id, visit.id));
  await audit(member, visit.id, 'visit.book', await visitAuditDetails(member, { ...visit, start: visit.start.toISOString() }, doctor.timeZone));
  return visit;
}

/**
 * Moves a booked visit to another start of the same doctor (moveVisit: the same length, one
 * UPDATE under the constraint; the patient's change limit does not bind the clinic). From the
 * VERSION read: a visit changed since is 409 edit_conflict. Audited as visit.move with both times.
 */
export async function moveForPatient(member: BusinessMember, id: number, input: MoveVisitInput, locale: Locale, now = new Date()): Promise<Visit> {
  const before = await companyVisit(member, id);
  if (before.status !== 'booked') throw new BusinessError(409, 'visit_not_markable');
  if (before.version !== input.version) throw new BusinessError(409, 'edit_conflict');
  const timeZone = await companyTimeZone(member.company.id);
  const start = wallTimeToInstant(input.day, input.start, timeZone);
  let moved: Visit;
  try {
    moved = await moveVisit(id, input.version, start, locale, now, { userId: member.user.id });
  } catch (error) {
    // The patient's link words (link_void) mean here: the visit changed since it was read.
    if (error instanceof BookingError && error.code === 'link_void') throw new BusinessError(409, 'edit_conflict');
    throw error;
  }
  const from = await visitAuditDetails(member, before, timeZone);
  await audit(member, id, 'visit.move', { ...(await visitAuditDetails(member, { ...moved, start: moved.start.toISOString() }, timeZone)), fromDay: from.day, fromTime: from.time });
  return moved;
}
