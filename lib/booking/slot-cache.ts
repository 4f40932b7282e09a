import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import type { BookingDoctor } from './queries';
import type { Slot } from './slots';
import { readFreeSlots } from './visits';

/**
 * A doctor's free slots, cached per doctor under their tag `company:{code}:slots:{id}`: every
 * visit, hold, cancel, move or block of theirs expires it at once (lib/booking/visits.ts
 * purgeDoctorSlots: Next's cache, the shared one, the edge). The past moves on by itself, so an
 * answer lives a minute at most (a slot that passed meanwhile is refused by the hold, never booked).
 * Outside a Next server (scripts, tests) there is no cache to share: the read runs as is.
 */
export const SLOTS_CACHE_SECONDS = 60;

type WireSlot = { start: string; end: string };

export async function cachedFreeSlots(doctor: BookingDoctor, durationMinutes: number, from: string, to: string): Promise<WireSlot[]> {
  const read = async () => (await readFreeSlots(doctor, durationMinutes, from, to)).map((slot: Slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
  if (!process.env.NEXT_RUNTIME) return read();
  // The minute is in the key too: an entry is never answered after its minute, whatever the cache's own clock.
  const minute = Math.floor(Date.now() / (SLOTS_CACHE_SECONDS * 1000));
  const tag = TAGS.slots(doctor.companyCode, doctor.id);
  return unstable_cache(read, ['booking-slots', doctor.companyCode, String(doctor.id), String(durationMinutes), from, to, String(minute), `tags:${tag}`], { tags: [tag], revalidate: SLOTS_CACHE_SECONDS })();
}
