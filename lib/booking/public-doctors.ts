import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { doctorBooking, specialists, visitTypes } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/i18n/localized';

/** A visit type as the public pages need it (plain data: it goes through the page cache). */
export type PublicVisitType = { id: number; specialistId: number; name: LocalizedText; durationMinutes: number; price: number | null };

/**
 * The clinic's doctors the public books by free slots (published, `slots` mode, at least one
 * active visit type), each with their visit types in the clinic's order. Read by the site's
 * pages (doctor page, cards, the "book" picker), cached with them under the doctors section's
 * tag, which every schedule change expires (docs/decisions.md "Booking: schedules").
 */
export async function bookableVisitTypes(companyId: number): Promise<[number, PublicVisitType[]][]> {
  const rows = await getDb()
    .select({ type: { id: visitTypes.id, specialistId: visitTypes.specialistId, name: visitTypes.name, durationMinutes: visitTypes.durationMinutes, price: visitTypes.price } })
    .from(visitTypes)
    .innerJoin(doctorBooking, and(eq(doctorBooking.specialistId, visitTypes.specialistId), eq(doctorBooking.mode, 'slots')))
    .innerJoin(specialists, and(eq(specialists.id, visitTypes.specialistId), eq(specialists.isPublished, true)))
    .where(and(eq(visitTypes.companyId, companyId), eq(specialists.companyId, companyId), eq(visitTypes.isActive, true)))
    .orderBy(asc(visitTypes.position), asc(visitTypes.id));
  const doctors = new Map<number, PublicVisitType[]>();
  for (const { type } of rows) {
    const list = doctors.get(type.specialistId) ?? [];
    list.push(type);
    doctors.set(type.specialistId, list);
  }
  return [...doctors];
}
