import { unstable_cache } from 'next/cache';
import { instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import { TAGS } from '@/lib/tenants/cache-tags';
import { findBookingDoctor, findVisitType, isBookable } from './queries';
import { readFreeSlots } from './visits';

/**
 * A doctor's free slots as the public read answers them, the whole answer cached per doctor,
 * visit type and range: the doctor's lookup, the visit type, the slots and their wall dates and
 * times are one cache read (issue 30's bench row: the read is asked far more than anything
 * changes). Under the doctor's slot tag `company:{code}:slots:{id}` (every visit, hold, cancel,
 * move, block or schedule change of theirs expires it: lib/booking/visits.ts purgeDoctorSlots,
 * lib/business/booking scheduleChanged), the doctors' section (a doctor published or not) and the
 * company's tag. The past moves on by itself, so an answer lives a minute at most (a slot that
 * passed meanwhile is refused by the hold, never booked). Outside a Next server (scripts, tests)
 * there is no cache to share: the read runs as is.
 */
export const SLOTS_CACHE_SECONDS = 60;

export type WireSlot = { start: string; end: string; date: string; time: string };

/** The answer, or why there is none (cached too: a change of the doctor or their types expires it like any other). */
export type SlotsAnswer =
  | { ok: true; timeZone: string; durationMinutes: number; slots: WireSlot[] }
  | { ok: false; problem: 'doctor_not_found' | 'doctor_not_bookable' | 'visit_type_not_offered' };

async function readSlotsAnswer(companyId: number, specialistId: number, visitTypeId: number, from: string, to: string): Promise<SlotsAnswer> {
  const doctor = await findBookingDoctor(companyId, specialistId);
  if (!doctor || !doctor.isPublished) return { ok: false, problem: 'doctor_not_found' };
  if (!isBookable(doctor)) return { ok: false, problem: 'doctor_not_bookable' };
  const visitType = await findVisitType(doctor.id, visitTypeId);
  if (!visitType) return { ok: false, problem: 'visit_type_not_offered' };
  const slots = (await readFreeSlots(doctor, visitType.durationMinutes, from, to)).map((slot) => ({
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    date: instantToWallDate(slot.start, doctor.timeZone),
    time: instantToWallTime(slot.start, doctor.timeZone),
  }));
  return { ok: true, timeZone: doctor.timeZone, durationMinutes: visitType.durationMinutes, slots };
}

/** What expires a doctor's free slots: theirs, the doctors' section (published or not), the company's. */
export function slotsTags(code: string, specialistId: number): string[] {
  return [TAGS.slots(code, specialistId), TAGS.section(code, 'doctors'), TAGS.company(code)];
}

/**
 * The answer's caching outside the server (issue 30's bench row): a shared cache (the edge,
 * deploy/varnish/default.vcl) may keep it for the minute the server's own copy lives, under the
 * same tags, which every change purges there too (lib/tenants/invalidate.ts purgeEdge); a
 * browser asks again each time (max-age=0).
 */
export function slotsCacheControl(): string {
  return `public, max-age=0, s-maxage=${SLOTS_CACHE_SECONDS}`;
}

/** The free slots of a doctor of the company (by code and id) for wall dates `from`..`to` (checked by checkRange first). */
export async function cachedSlotsAnswer(company: { id: number; code: string }, specialistId: number, visitTypeId: number, from: string, to: string): Promise<SlotsAnswer> {
  const read = () => readSlotsAnswer(company.id, specialistId, visitTypeId, from, to);
  if (!process.env.NEXT_RUNTIME) return read();
  // The minute is in the key too: an entry is never answered after its minute, whatever the cache's own clock.
  const minute = Math.floor(Date.now() / (SLOTS_CACHE_SECONDS * 1000));
  const tags = slotsTags(company.code, specialistId);
  return unstable_cache(read, ['booking-slots', company.code, String(specialistId), String(visitTypeId), from, to, String(minute), `tags:${tags.join(',')}`], { tags, revalidate: SLOTS_CACHE_SECONDS })();
}
