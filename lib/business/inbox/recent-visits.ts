import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { specialists, visits } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';

/** How many of the latest new or cancelled visits the dashboard lists. */
export const RECENT_VISITS = 8;

/**
 * The company's latest visit events for the dashboard (issue 30): a visit booked (by a patient on
 * the site or by the clinic for a caller) or cancelled, newest first, by when it happened (the
 * booking's creation or its cancel). Holds and blocked time are not events for the reception.
 */
export async function loadRecentVisits(companyId: number) {
  const at = sql<Date>`coalesce(${visits.cancelledAt}, ${visits.createdAt})`;
  const rows = await getDb()
    .select({
      id: visits.id,
      specialistId: visits.specialistId,
      status: visits.status,
      source: visits.source,
      patientName: visits.patientName,
      start: sql<string>`lower(${visits.period})`.mapWith((value: string) => new Date(value).toISOString()),
      at: at.mapWith((value: string | Date) => new Date(value).toISOString()),
      doctor: specialists.fullName,
    })
    .from(visits)
    .innerJoin(specialists, eq(specialists.id, visits.specialistId))
    .where(and(eq(visits.companyId, companyId), inArray(visits.status, ['booked', 'came', 'no_show', 'cancelled'])))
    .orderBy(desc(at), desc(visits.id))
    .limit(RECENT_VISITS);
  return rows.map((row) => ({
    ID: row.id,
    EVENT: row.status === 'cancelled' ? ('cancelled' as const) : ('booked' as const),
    AT: row.at,
    START: row.start,
    SOURCE: row.source,
    PATIENT_NAME: row.patientName ?? '',
    DOCTOR: { ID: row.specialistId, FULL_NAME: { ...(row.doctor as LocalizedText), ru: (row.doctor as LocalizedText).ru ?? '' } },
  }));
}
