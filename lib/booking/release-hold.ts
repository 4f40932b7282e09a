import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visits } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { BookingError } from './errors';
import { findBookingDoctor } from './queries';
import { readVisitToken } from './tokens';
import { purgeDoctorSlots } from './visits';

/**
 * Gives back a time the patient held and then left (closed the booking dialog, picked another
 * time): the hold token names the hold (signed, purpose `hold`, its version), and only a row that
 * is still that hold goes: a visit booked from it (status `booked`), a hold already released or
 * swept, or any other row is never touched. The doctor's cached free slots expire at once.
 * A forged or mangled token is 409 link_void; a token whose hold is gone is 409 hold_expired.
 */
export async function releaseHold(token: string, locale: Locale): Promise<{ id: number }> {
  const hold = readVisitToken(token, 'hold');
  if (!hold) throw new BookingError(409, 'link_void', locale, { token: 'link_void' });
  const [row] = await getDb()
    .delete(visits)
    .where(and(eq(visits.id, hold.visitId), eq(visits.version, hold.version), eq(visits.status, 'hold')))
    .returning({ id: visits.id, companyId: visits.companyId, specialistId: visits.specialistId });
  if (!row) throw new BookingError(409, 'hold_expired', locale, { token: 'hold_expired' });
  const doctor = await findBookingDoctor(row.companyId, row.specialistId);
  if (doctor) await purgeDoctorSlots(doctor);
  return { id: row.id };
}
