import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visits, visitTypes } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { addWallDays, instantToWallDate, instantToWallTime, wallTimeToInstant } from '@/lib/dates/wall-time';
import { findBookingDoctor } from '@/lib/booking/queries';
import { queueVisitNotice } from '@/lib/booking/notify/at-once';
import { purgeDoctorSlots } from '@/lib/booking/visits';
import { inMailTransaction } from '@/lib/mail/outbox';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import type { CalendarQuery, VisitStatusInput } from './calendar-schemas';
import { actorOf, clinicToday, companyTimeZone, scheduleDoctor } from './doctor';
import { listScheduleDoctors } from './setup';

/*
 * The clinic's calendar (docs/decisions.md "Booking: the clinic's calendar"): the visits of a day
 * or a week, per doctor or the whole clinic, in the clinic's zone; a visit marked came, no-show or
 * cancelled. Holds are not shown (a patient is still filling in their details); cancelled visits
 * are, so the staff see what was cancelled.
 */

const localized = (text: LocalizedText) => ({ ...text, ru: text.ru ?? '' });

const startOf = sql<string>`lower(${visits.period})`.mapWith((value: string) => new Date(value).toISOString());
const endOf = sql<string>`upper(${visits.period})`.mapWith((value: string) => new Date(value).toISOString());

/** The calendar's visits as the wire shows them. */
export async function readCalendar(member: BusinessMember, query: CalendarQuery, now = new Date()) {
  const timeZone = await companyTimeZone(member.company.id);
  const from = query.from ?? clinicToday(timeZone, now);
  const days = Number(query.days ?? '1');
  const to = addWallDays(from, days - 1);
  if (query.doctor !== undefined) await scheduleDoctor(member, query.doctor);
  const start = wallTimeToInstant(from, '00:00', timeZone);
  const end = wallTimeToInstant(addWallDays(to, 1), '00:00', timeZone);
  const doctors = (await listScheduleDoctors(member.company.id)).filter((doctor) => doctor.MODE === 'slots' || doctor.ID === query.doctor);
  const [rows, types] = await Promise.all([
    getDb()
      .select({
        id: visits.id,
        specialistId: visits.specialistId,
        start: startOf,
        end: endOf,
        status: visits.status,
        source: visits.source,
        patientName: visits.patientName,
        patientPhone: visits.patientPhone,
        note: visits.note,
        version: visits.version,
        createdAt: visits.createdAt,
        typeId: visitTypes.id,
        typeName: visitTypes.name,
      })
      .from(visits)
      .leftJoin(visitTypes, eq(visitTypes.id, visits.visitTypeId))
      .where(
        and(
          eq(visits.companyId, member.company.id),
          ne(visits.status, 'hold'),
          sql`${visits.period} && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
          query.doctor === undefined ? undefined : eq(visits.specialistId, query.doctor),
        ),
      )
      .orderBy(sql`lower(${visits.period})`, asc(visits.id)),
    doctors.length === 0
      ? []
      : getDb()
          .select({ id: visitTypes.id, specialistId: visitTypes.specialistId, name: visitTypes.name, durationMinutes: visitTypes.durationMinutes })
          .from(visitTypes)
          .where(and(inArray(visitTypes.specialistId, doctors.map((doctor) => doctor.ID)), eq(visitTypes.isActive, true)))
          .orderBy(asc(visitTypes.position), asc(visitTypes.id)),
  ]);
  return {
    TIME_ZONE: timeZone,
    TODAY: clinicToday(timeZone, now),
    FROM: from,
    TO: to,
    DOCTORS: doctors.map((doctor) => ({
      ...doctor,
      VISIT_TYPES: types.filter((type) => type.specialistId === doctor.ID).map((type) => ({ ID: type.id, NAME: localized(type.name), DURATION_MINUTES: type.durationMinutes })),
    })),
    VISITS: rows.map((row) => ({
      ID: row.id,
      DOCTOR_ID: row.specialistId,
      START: row.start,
      END: row.end,
      STATUS: row.status,
      SOURCE: row.source,
      TYPE: row.typeId === null || !row.typeName ? null : { ID: row.typeId, NAME: localized(row.typeName) },
      PATIENT: row.patientName || row.patientPhone ? { NAME: row.patientName ?? '', PHONE: row.patientPhone ?? '' } : null,
      NOTE: row.note,
      VERSION: row.version,
      CREATED_AT: row.createdAt.toISOString(),
    })),
  };
}

export type CalendarWire = Awaited<ReturnType<typeof readCalendar>>;

/** The company's visit (or blocked time) `id`, or 404 visit_not_found (another company's too). */
export async function companyVisit(member: BusinessMember, id: number) {
  const [row] = await getDb()
    .select({ id: visits.id, specialistId: visits.specialistId, status: visits.status, version: visits.version, patientName: visits.patientName, start: startOf, end: endOf })
    .from(visits)
    .where(and(eq(visits.id, id), eq(visits.companyId, member.company.id), ne(visits.status, 'hold')))
    .limit(1);
  if (!row) throw new BusinessError(404, 'visit_not_found');
  return row;
}

/** What the audit keeps of a visit: the patient (its title), the doctor, the day and time in the clinic's zone. */
export async function visitAuditDetails(member: BusinessMember, visit: { specialistId: number; patientName: string | null; start: string }, timeZone: string) {
  const doctor = await scheduleDoctor(member, visit.specialistId);
  const start = new Date(visit.start);
  return { title: visit.patientName ?? '', doctor: doctor.fullName.ru ?? '', day: instantToWallDate(start, timeZone), time: instantToWallTime(start, timeZone), start: visit.start };
}

/** The statuses a visit may be marked from: booked, or a mark corrected (came <-> no-show, or cancelled after all). */
const MARKABLE = ['booked', 'came', 'no_show'] as const;
const VERB = { came: 'came', no_show: 'no_show', cancelled: 'cancel' } as const;

/**
 * Marks a visit came, no-show or cancelled from the VERSION read (another is 409 edit_conflict);
 * cancelled frees the time at once and voids the patient's links and reminders (the version
 * moves on, as every mark does). Audited as visit.came / visit.no_show / visit.cancel.
 */
export async function markVisit(member: BusinessMember, id: number, input: VisitStatusInput, now = new Date()) {
  const visit = await companyVisit(member, id);
  if (!(MARKABLE as readonly string[]).includes(visit.status)) throw new BusinessError(409, 'visit_not_markable');
  if (visit.version !== input.version) throw new BusinessError(409, 'edit_conflict');
  const timeZone = await companyTimeZone(member.company.id);
  const details = await visitAuditDetails(member, visit, timeZone);
  await inMailTransaction(async (tx, queueMail, jobs) => {
    const [row] = await tx
      .update(visits)
      .set({ status: input.status, updatedAt: now, version: sql`${visits.version} + 1`, ...(input.status === 'cancelled' ? { cancelledAt: now } : {}) })
      .where(and(eq(visits.id, id), eq(visits.version, input.version), inArray(visits.status, [...MARKABLE])))
      .returning({ id: visits.id });
    if (!row) throw new BusinessError(409, 'edit_conflict');
    await recordAudit(tx, { ...actorOf(member, id), action: `visit.${VERB[input.status]}`, details: { ...details, from: visit.status, to: input.status } });
    // A visit the clinic cancels is told to the patient as their own cancel is (a booked one only: a corrected mark was never a visit ahead).
    if (input.status === 'cancelled' && visit.status === 'booked') await queueVisitNotice({ db: tx, queueMail, jobs }, id, 'cancelled', now, { userId: member.user.id });
  });
  if (input.status === 'cancelled') await purgeSlotsOf(member, visit.specialistId);
}

/** The doctor's cached free slots expire (a visit's time was freed or taken). */
export async function purgeSlotsOf(member: BusinessMember, specialistId: number) {
  const doctor = await findBookingDoctor(member.company.id, specialistId);
  if (doctor) await purgeDoctorSlots(doctor);
}
