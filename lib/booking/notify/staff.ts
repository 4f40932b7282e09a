import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, users } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { instantToWallDate } from '@/lib/dates/wall-time';
import { isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { translatorFor } from '@/lib/i18n/messages';
import { clinicMailName, composeMail, linkFreeName, type MailBlock, type OutgoingMail } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import { readVisitForMessages } from './context';
import { visitWhen, type VisitChange } from './messages';
import type { NoticeTx } from './send';

/*
 * The staff's e-mail about a visit (issue 30 "Staff see it at once", docs/decisions.md "Booking:
 * the staff's visit e-mails"): a member who switched it on (business_accounts.visit_mail) gets one
 * e-mail per visit booked, moved or cancelled in their company, queued on the change's own
 * transaction, while a membership of theirs in that company still holds appointments.read (the
 * calendar's permission), never about a change they made themselves.
 */

/** The permission that reads the calendar (lib/business/booking/calendar-routes.ts HANDLE); lib/booking sits below lib/business. */
const CALENDAR_PERMISSION = 'appointments.read';

/** Who made the change: the patient (a link, /profile, the public booking: their account, if any) or a member of the clinic. */
export type VisitActor = 'patient' | { userId: number };

/** One member to tell: their confirmed address, their locale, their first cabinet that reads the calendar (the link's). */
export type StaffRecipient = { userId: number; email: string; locale: Locale; cabinetCode: number };

/** The visit as a staff e-mail shows it, before it is written in a recipient's locale. */
type StaffVisit = {
  id: number;
  companyId: number;
  companyCode: string;
  companyName: LocalizedText;
  timeZone: string;
  start: Date;
  doctor: LocalizedText;
  visitType: LocalizedText | null;
  patientName: string | null;
  patientUserId: number | null;
};

async function loadStaffVisit(db: Database, visitId: number): Promise<StaffVisit | null> {
  const row = await readVisitForMessages(db, visitId);
  if (!row) return null;
  const { id, companyId, companyCode, companyName, doctor, visitType, patientName, patientUserId } = row;
  return { id, companyId, companyCode, companyName, doctor, visitType, patientName, patientUserId, timeZone: clinicTimeZone(row.timeZone), start: new Date(row.start) };
}

/**
 * The company's members who asked for the e-mail and may read its calendar now, one row each
 * (several cabinets: the lowest code with the permission), with a confirmed e-mail, but not `exceptUserId`.
 */
export async function staffRecipients(db: Database, companyId: number, exceptUserId: number | null): Promise<StaffRecipient[]> {
  const rows = await db
    .selectDistinctOn([users.id], { userId: users.id, email: users.email, locale: users.locale, cabinetCode: cabinets.code })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.userId))
    .innerJoin(cabinetMemberships, eq(cabinetMemberships.userId, businessAccounts.userId))
    .innerJoin(cabinets, and(eq(cabinets.id, cabinetMemberships.cabinetId), eq(cabinets.companyId, businessAccounts.companyId)))
    .where(
      and(
        eq(businessAccounts.companyId, companyId),
        eq(businessAccounts.visitMail, true),
        sql`${cabinetMemberships.permissions} @> ${JSON.stringify([CALENDAR_PERMISSION])}::jsonb`,
        isNotNull(users.email),
        isNotNull(users.emailConfirmedAt),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .orderBy(asc(users.id), asc(cabinets.code));
  return rows.flatMap((row) => (row.email ? [{ userId: row.userId, email: row.email, locale: isLocale(row.locale) ? row.locale : 'ru', cabinetCode: row.cabinetCode }] : []));
}

/** The visit in the member's calendar: the day view of its date in the clinic's zone, the visit open (`visit`). */
export function staffVisitUrl(locale: Locale, companyCode: string, cabinetCode: number, day: string, visitId: number): string {
  const path = `${localePrefix(locale)}/pro/${encodeURIComponent(companyCode)}/${cabinetCode}/calendar?day=${day}&visit=${visitId}`;
  return new URL(path, publicBaseUrl().origin).toString();
}

/** One member's e-mail: what happened, the day and time in the clinic's zone, the doctor, the patient and the calendar link, in the member's locale. */
export function staffVisitMail(change: VisitChange, visit: StaffVisit, to: StaffRecipient, now = new Date()): OutgoingMail {
  const { locale } = to;
  const t = translatorFor(locale, 'BookingMail');
  const { date, time } = visitWhen({ locale, timeZone: visit.timeZone, start: visit.start }, now);
  const clinic = clinicMailName(visit.companyName, locale);
  const doctor = linkFreeName(pickLocalized(visit.doctor, locale)) || '—';
  const visitType = visit.visitType ? pickLocalized(visit.visitType, locale) : '';
  const href = staffVisitUrl(locale, visit.companyCode, to.cabinetCode, instantToWallDate(visit.start, visit.timeZone), visit.id);
  const blocks: MailBlock[] = [
    { paragraph: t(`staff.${change}.body`, { clinic }) },
    {
      fields: [
        [t('fields.date'), date],
        [t('fields.time'), time],
        [t('fields.doctor'), doctor],
        ...(visitType ? [[t('fields.visitType'), visitType] as [string, string]] : []),
        [t('staff.patient'), linkFreeName(visit.patientName) || '—'],
      ],
    },
    { link: { text: t('staff.open'), href } },
    { paragraph: t('staff.why') },
  ];
  return composeMail(`booking.staff.${change}`, to.email, clinic, t(`staff.${change}.subject`, { date, time, doctor }), blocks);
}

/**
 * On the change's transaction: one e-mail to each member who asked for it (staffRecipients), but
 * not to whoever made the change (the member, or the patient's own account). The outbox meta
 * names the visit as `staffVisitId` (the patient's messages carry `visitId`).
 */
export async function queueStaffNotice(tx: NoticeTx, visitId: number, change: VisitChange, actor: VisitActor, now: Date): Promise<void> {
  const visit = await loadStaffVisit(tx.db, visitId);
  if (!visit) return;
  const except = actor === 'patient' ? visit.patientUserId : actor.userId;
  for (const recipient of await staffRecipients(tx.db, visit.companyId, except)) {
    await tx.queueMail(staffVisitMail(change, visit, recipient, now), { staffVisitId: visit.id, userId: recipient.userId, companyCode: visit.companyCode });
  }
}
