'use client';

import type { ApiClient } from '@/lib/api-client/client';
import { isApiError } from '@/lib/api-client/errors';
import { addWallDays, instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import type { BookingErrorTexts, BookingTexts, FreeSlot } from './types';

/** How many days of free times one read covers (the API takes at most 31). */
export const SLOT_DAYS = 14;

export const slotsKey = (companyCode: string, doctorId: number, visitTypeId: number, from: string) => ['booking-slots', companyCode, doctorId, visitTypeId, from] as const;

/** The doctor's free times of a visit type for SLOT_DAYS from the clinic's today. */
export async function readSlots(client: ApiClient, companyCode: string, doctorId: number, visitTypeId: number, from: string, signal?: AbortSignal): Promise<FreeSlot[]> {
  const { data } = await client.get<{ data: { slots: FreeSlot[] } }>(`/front/v1/booking/${encodeURIComponent(companyCode)}/doctors/${doctorId}/slots`, {
    query: { visit_type_id: visitTypeId, from, to: addWallDays(from, SLOT_DAYS - 1) },
    signal,
  });
  return data.slots;
}

/** The clinic's today, by its zone (never the device's). */
export const clinicToday = (timeZone: string) => instantToWallDate(Date.now(), timeZone);

/** A free time offered by a 409 slot_taken (start and end only) with its wall date and time in the clinic's zone. */
export const toFreeSlot = (next: { start: string; end: string }, timeZone: string): FreeSlot => ({ ...next, date: instantToWallDate(Date.parse(next.start), timeZone), time: instantToWallTime(Date.parse(next.start), timeZone) });

/** Free times grouped by the clinic's date, in order. */
export function byDay(slots: readonly FreeSlot[]): { date: string; slots: FreeSlot[] }[] {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const list = days.get(slot.date) ?? [];
    list.push(slot);
    days.set(slot.date, list);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}

/** A call's failure above the form: the server's own sentence (already in the page's language), or no connection. */
export function failureMessage(error: unknown, texts: Pick<BookingTexts, 'unknown' | 'network'>): string {
  if (!isApiError(error)) return texts.unknown;
  if (error.status === 0) return texts.network;
  return error.message || texts.unknown;
}

/** A field's error code from the server in the page's language. */
export function fieldText(code: string, errorTexts: BookingErrorTexts, retryAfter?: number): string {
  const text = (errorTexts as Record<string, string>)[code] ?? errorTexts.invalid;
  return retryAfter === undefined ? text : text.replace('{seconds}', String(retryAfter));
}
