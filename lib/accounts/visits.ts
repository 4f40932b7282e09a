import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { clinicDomains, manageUrl } from '@/lib/booking/notify/context';
import { BookingError } from '@/lib/booking/errors';
import { visitToken } from '@/lib/booking/tokens';
import { cancelVisit, findVisit, type Visit } from '@/lib/booking/visits';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { getDb } from '@/lib/db/client';
import { companies, specialists, visitTypes, visits } from '@/lib/db/schema';
import type { VisitStatus } from '@/lib/db/schema/booking';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { offeredLocales } from '@/lib/tenants/locales';

/** The statuses a patient sees of their own visits (a hold is not a visit yet; a blocked time has no patient). */
const PATIENT_STATUSES = ['booked', 'came', 'no_show', 'cancelled'] as const satisfies readonly VisitStatus[];
export type OwnVisitStatus = (typeof PATIENT_STATUSES)[number];

/** How many past visits /profile lists (the newest). */
export const PAST_VISITS_SHOWN = 50;

/**
 * One of the patient's visits as /profile shows it. Instants as ISO strings with the clinic's zone
 * to write them in. `changeUntil`: the last moment the patient may cancel or move it (the clinic's
 * booking_change_limit_minutes before the start); `manageUrl` and `icsToken` carry a fresh manage
 * token of the current version, only for a visit still ahead and booked.
 */
export type OwnVisit = {
  id: number;
  status: OwnVisitStatus;
  start: string;
  end: string;
  timeZone: string;
  clinic: { name: string; phone: string | null };
  doctor: string;
  visitType: string | null;
  changeUntil: string;
  canChange: boolean;
  manageUrl: string | null;
  /** The manage token the page's "add to calendar" fetches the .ics with (GET …/booking/visit.ics needs the API's authorization, so no plain link). */
  icsToken: string | null;
};


/**
 * The signed-in patient's visits (visits.user_id): upcoming ones (booked, not started yet), soonest
 * first, and the others (past, cancelled), newest first. Names in the patient's language where the
 * clinic offers it, else Russian.
 */
export async function listOwnVisits(userId: number, locale: Locale, now = new Date()): Promise<{ upcoming: OwnVisit[]; past: OwnVisit[] }> {
  const db = getDb();
  const columns = {
    id: visits.id,
    version: visits.version,
    status: visits.status,
    start: sql<string>`lower(${visits.period})`,
    end: sql<string>`upper(${visits.period})`,
    companyId: companies.id,
    slug: companies.slug,
    companyName: companies.name,
    phones: companies.phones,
    timeZone: companies.timeZone,
    changeLimitMinutes: companies.bookingChangeLimitMinutes,
    doctor: specialists.fullName,
    visitType: visitTypes.name,
  };
  const base = () =>
    db
      .select(columns)
      .from(visits)
      .innerJoin(companies, eq(companies.id, visits.companyId))
      .innerJoin(specialists, eq(specialists.id, visits.specialistId))
      .leftJoin(visitTypes, eq(visitTypes.id, visits.visitTypeId));
  const ahead = sql`lower(${visits.period}) > ${now.toISOString()}::timestamptz`;
  const [upcomingRows, pastRows] = await Promise.all([
    base()
      .where(and(eq(visits.userId, userId), eq(visits.status, 'booked'), ahead))
      .orderBy(asc(sql`lower(${visits.period})`)),
    base()
      .where(and(eq(visits.userId, userId), inArray(visits.status, [...PATIENT_STATUSES]), sql`not (${visits.status} = 'booked' and ${ahead})`))
      .orderBy(desc(sql`lower(${visits.period})`))
      .limit(PAST_VISITS_SHOWN),
  ]);
  const domainsOf = new Map<number, string[]>();
  for (const companyId of new Set(upcomingRows.map((row) => row.companyId))) domainsOf.set(companyId, await clinicDomains(db, companyId));

  const toVisit = (row: (typeof upcomingRows)[number], upcoming: boolean): OwnVisit => {
    const siteLocale = offeredLocales(row.companyName).includes(locale) ? locale : 'ru';
    const start = new Date(row.start);
    const changeUntil = new Date(start.getTime() - row.changeLimitMinutes * 60_000);
    const token = upcoming ? visitToken(row.id, row.version, 'manage') : null;
    return {
      id: row.id,
      status: row.status as OwnVisitStatus,
      start: start.toISOString(),
      end: new Date(row.end).toISOString(),
      timeZone: clinicTimeZone(row.timeZone),
      clinic: { name: pickLocalized(row.companyName, siteLocale), phone: row.phones[0] ?? null },
      doctor: pickLocalized(row.doctor, siteLocale),
      visitType: row.visitType ? pickLocalized(row.visitType, siteLocale) || null : null,
      changeUntil: changeUntil.toISOString(),
      canChange: upcoming && now.getTime() < changeUntil.getTime(),
      manageUrl: upcoming ? manageUrl({ slug: row.slug, domains: domainsOf.get(row.companyId) ?? [] }, siteLocale, row.id, row.version) : null,
      icsToken: token,
    };
  };
  return { upcoming: upcomingRows.map((row) => toVisit(row, true)), past: pastRows.map((row) => toVisit(row, false)) };
}

/**
 * The signed-in patient cancels their own visit from /profile: the visit must be theirs (another
 * patient's, or a missing one, is the same 404: an id alone opens nothing), then it is cancelled at
 * its current version as a manage link would (the clinic's change limit, the messages, the purge).
 */
export async function cancelOwnVisit(userId: number, visitId: number, locale: Locale, now = new Date()): Promise<Visit> {
  const visit = await findVisit(visitId);
  if (!visit || visit.userId !== userId || visit.status === 'hold' || visit.status === 'blocked') throw new BookingError(404, 'not_found', locale);
  return cancelVisit(visit.id, visit.version, locale, now);
}
