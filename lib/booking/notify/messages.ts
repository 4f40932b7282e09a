import type { Locale } from '@/lib/i18n/locales';
import { formatDate, formatTime } from '@/lib/dates/format';
import { translatorFor } from '@/lib/i18n/messages';
import { composeMail, linkFreeName, type MailBlock, type OutgoingMail } from '@/lib/mail/templates';
import { displayPhone } from '@/lib/phone/normalize';

/** What a patient is told about their visit: at once (booked, moved, cancelled) or before it (the reminders). */
export type VisitNoticeKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

/**
 * Everything a message about one visit shows, already in the visit's locale: the clinic (its
 * name, address and phone), the doctor, the visit type, the start as an instant and the clinic's
 * zone it is written in, the manage link (null once the visit is cancelled: its link is void).
 */
export type VisitNotice = {
  locale: Locale;
  timeZone: string;
  start: Date;
  clinic: string;
  address: string | null;
  clinicPhone: string | null;
  doctor: string;
  visitType: string | null;
  patientName: string | null;
  manageUrl: string | null;
};

/** The visit's day and time in the clinic's zone, as SPEC 9 writes them («05 марта», «09:30»; the year only when it is not this year's). */
export function visitWhen(notice: Pick<VisitNotice, 'locale' | 'timeZone' | 'start'>, now = new Date()): { date: string; time: string } {
  return { date: formatDate(notice.start, notice.locale, { zone: notice.timeZone, now }), time: formatTime(notice.start, { zone: notice.timeZone }) };
}

/**
 * The SMS: the essentials first (what happened, the day and time, the doctor), then the place and
 * the link, so a cut or a glance still tells the patient when. The link is the longest part; a
 * Cyrillic segment is 70 characters, so a booked visit takes two or three segments with it.
 */
export function visitSms(kind: VisitNoticeKind, notice: VisitNotice, now = new Date()): string {
  const t = translatorFor(notice.locale, 'BookingSms');
  const { date, time } = visitWhen(notice, now);
  const doctor = linkFreeName(notice.doctor) || notice.clinic;
  const place = notice.address || notice.clinic;
  if (kind === 'cancelled' || !notice.manageUrl) return t('cancelled', { date, time, doctor, clinic: notice.clinic });
  return t(kind, { date, time, doctor, place, link: notice.manageUrl });
}

/** The e-mail: the same news with every detail in a table, the manage link and the clinic's phone. */
export function visitMail(kind: VisitNoticeKind, to: string, notice: VisitNotice, now = new Date()): OutgoingMail {
  const t = translatorFor(notice.locale, 'BookingMail');
  const m = translatorFor(notice.locale, 'Mail');
  const { date, time } = visitWhen(notice, now);
  const fields: [string, string][] = [
    [t('fields.date'), date],
    [t('fields.time'), time],
    [t('fields.doctor'), linkFreeName(notice.doctor) || '—'],
    ...(notice.visitType ? [[t('fields.visitType'), notice.visitType] as [string, string]] : []),
    [t('fields.clinic'), notice.clinic],
    ...(notice.address ? [[t('fields.address'), notice.address] as [string, string]] : []),
    ...(notice.clinicPhone ? [[t('fields.phone'), displayPhone(notice.clinicPhone)] as [string, string]] : []),
  ];
  const blocks: MailBlock[] = [
    ...(notice.patientName ? [{ paragraph: m('greeting', { name: linkFreeName(notice.patientName) || '—' }) }] : []),
    { paragraph: t(`${kind}.body`) },
    { fields },
    ...(kind !== 'cancelled' && notice.manageUrl ? [{ link: { text: t('manage'), href: notice.manageUrl } }] : []),
    { paragraph: m('signature', { clinic: notice.clinic }) },
  ];
  return composeMail(`booking.${kind}`, to, notice.clinic, t(`${kind}.subject`, { date, time, clinic: notice.clinic }), blocks);
}
