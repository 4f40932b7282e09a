import type { Locale } from '@/lib/i18n/locales';
import { formatDate, formatTime } from '@/lib/dates/format';
import { translatorFor } from '@/lib/i18n/messages';
import { composeMail, linkFreeName, type MailBlock, type OutgoingMail } from '@/lib/mail/templates';
import { displayPhone } from '@/lib/phone/normalize';
import { gsmWhenPossible, smsSize } from '@/lib/sms/segments';

/** What a patient is told about their visit: at once (booked, moved, cancelled) or before it (the reminders). */
/** What happened to a visit that the patient (and the staff who asked) hear of at once. */
export type VisitChange = 'booked' | 'moved' | 'cancelled';

export type VisitNoticeKind = VisitChange | 'reminder';

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

/** An SMS about a visit, with its link, fits this many parts (lib/sms/segments.ts): a Cyrillic part holds 67 characters. */
export const VISIT_SMS_MAX_PARTS = 2;

/** «Омарова Гульнара Сериковна» -> «Омарова Г. С.»: the first word whole, the others' initials. */
export function nameWithInitials(name: string): string {
  const [first, ...rest] = name.split(/\s+/).filter(Boolean);
  return [first, ...rest.map((word) => `${[...word][0]}.`)].filter(Boolean).join(' ');
}

/**
 * The SMS: the essentials first (what happened, the day and time, the doctor), then the place and
 * the link, so a cut or a glance still tells the patient when. It fits VISIT_SMS_MAX_PARTS parts:
 * the place goes first when it does not (the manage page and the e-mail show it), then the doctor's
 * name shrinks to initials, then it goes too. An Uzbek or English text is written in the GSM
 * alphabet when it can be («oʻ» as «o'»), 153 characters a part instead of 67.
 */
export function visitSms(kind: VisitNoticeKind, notice: VisitNotice, now = new Date()): string {
  const t = translatorFor(notice.locale, 'BookingSms');
  const { date, time } = visitWhen(notice, now);
  // The texts put a full stop after the doctor and the place: an initial's or an address's own goes.
  const doctor = (linkFreeName(notice.doctor) || notice.clinic).replace(/\.+$/, '');
  const place = (notice.address || notice.clinic).replace(/\.+$/, '');
  if (kind === 'cancelled' || !notice.manageUrl) return gsmWhenPossible(t('cancelled', { date, time, doctor, clinic: notice.clinic }));
  const link = notice.manageUrl;
  const texts = [
    t(kind, { date, time, doctor, place, link }),
    t(`short.${kind}`, { date, time, doctor, link }),
    t(`short.${kind}`, { date, time, doctor: nameWithInitials(doctor).replace(/\.$/, ''), link }),
    t(`brief.${kind}`, { date, time, link }),
  ].map(gsmWhenPossible);
  return texts.find((text) => smsSize(text).segments <= VISIT_SMS_MAX_PARTS) ?? texts[texts.length - 1];
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
