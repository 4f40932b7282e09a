import { CLINIC_TIME_ZONE } from '@/lib/forms/schemas';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { translatorFor } from '@/lib/i18n/messages';
import { displayPhone } from '@/lib/phone/normalize';
import { toCsv, type CsvValue } from './csv';
import { BusinessError } from '../errors';
import { listAppointmentRequests } from './appointments';
import type { InboxFilter } from './filter';
import { listQuestions } from './questions';

/** The most rows one file holds; a filter selecting more is refused (400 export_too_large) and must be narrowed. */
export const INBOX_EXPORT_MAX_ROWS = 5000;

const wallTime = new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2026-11-26 09:05' in the clinic's time zone: sortable, and read as a date by Excel. */
const clinicTime = (value: Date | null) => (value ? wallTime.format(value) : null);

function texts(locale: Locale) {
  const t = translatorFor(locale, 'BusinessInbox');
  return {
    column: (key: string) => t(`export.columns.${key}` as never),
    status: (area: 'appointments' | 'questions', status: string) => t(`${area}.status.${status}` as never),
    language: (code: string) => (isLocale(code) ? t(`languages.${code}` as never) : code),
    yesNo: (yes: boolean) => t(yes ? 'export.yes' : 'export.no'),
  };
}

function tooMany(total: number) {
  if (total > INBOX_EXPORT_MAX_ROWS) throw new BusinessError(400, 'export_too_large', { count: total, max: INBOX_EXPORT_MAX_ROWS });
}

/** The appointment requests the filter selects, as a CSV file with its header in the caller's language. */
export async function appointmentsCsv(companyId: number, filter: InboxFilter, locale: Locale): Promise<string> {
  const { total, items } = await listAppointmentRequests(companyId, { ...filter, offset: 0, limit: INBOX_EXPORT_MAX_ROWS });
  tooMany(total);
  const l = texts(locale);
  const header = ['number', 'received', 'status', 'name', 'phone', 'email', 'preferredDate', 'doctor', 'comment', 'language', 'signedIn', 'note'].map(l.column);
  const rows: CsvValue[][] = items.map(({ request, specialist }) => [
    request.id,
    clinicTime(request.createdAt),
    l.status('appointments', request.status),
    request.name,
    displayPhone(request.phone),
    request.email,
    request.preferredDate,
    specialist ? pickLocalized(specialist.fullName, locale) : null,
    request.comment,
    l.language(request.locale),
    l.yesNo(request.userId !== null),
    request.note,
  ]);
  return toCsv(header, rows);
}

/** The questions the filter selects, as a CSV file. */
export async function questionsCsv(companyId: number, filter: InboxFilter, locale: Locale): Promise<string> {
  const { total, items } = await listQuestions(companyId, { ...filter, offset: 0, limit: INBOX_EXPORT_MAX_ROWS });
  tooMany(total);
  const l = texts(locale);
  const header = ['number', 'received', 'status', 'name', 'email', 'phone', 'question', 'answer', 'answeredAt', 'language', 'signedIn', 'note'].map(l.column);
  const rows: CsvValue[][] = items.map((row) => [
    row.id,
    clinicTime(row.createdAt),
    l.status('questions', row.status),
    row.name,
    row.email,
    row.phone ? displayPhone(row.phone) : null,
    row.text,
    row.answer,
    clinicTime(row.answeredAt),
    l.language(row.locale),
    l.yesNo(row.userId !== null),
    row.note,
  ]);
  return toCsv(header, rows);
}
