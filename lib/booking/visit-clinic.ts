import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, visits } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { BookingError } from './errors';
import { readVisitToken } from './tokens';

/*
 * A manage link works on its own clinic's site only (issue 30): the manage page of clinic B, on
 * the platform host or B's own domain, refuses a token of clinic A's visit, and so do the reads
 * and writes that the page's island sends with B's COMPANY_CODE. A token names its visit, and a
 * visit never changes clinic, so the answer is the same for every version of the token.
 */

/** The COMPANY_CODE of the visit a manage token names (its signature checked), or null for no token of ours or a visit that is gone. */
export async function clinicCodeOfManageToken(token: string): Promise<string | null> {
  const read = readVisitToken(token, 'manage');
  return read ? clinicCodeOfVisit(read.visitId) : null;
}

async function clinicCodeOfVisit(visitId: number): Promise<string | null> {
  const [row] = await getDb().select({ code: companies.code }).from(visits).innerJoin(companies, eq(companies.id, visits.companyId)).where(eq(visits.id, visitId)).limit(1);
  return row?.code ?? null;
}

/** 404 not_found when the call comes from another clinic's site than the visit's (`clinicCode` is the caller's COMPANY_CODE; none given: no check, as for /profile). */
export async function requireVisitOfClinic(visitId: number, clinicCode: string | undefined, locale: Locale): Promise<void> {
  if (clinicCode === undefined) return;
  const code = await clinicCodeOfVisit(visitId);
  // A visit that is gone is left to the caller's own answer (link_void).
  if (code !== null && code !== clinicCode) throw new BookingError(404, 'not_found', locale, { token: 'not_found' });
}
