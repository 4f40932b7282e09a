import type { DayInterval } from '@/lib/db/schema/booking';
import { addWallDays, wallDateMs, wallDaysBetween, wallTimeMinutes, wallTimeToInstant, wallWeekday } from '@/lib/dates/wall-time';

/*
 * The slot engine (pure: every input is given, the clock too). A doctor's free slots for a visit
 * type over a range of wall dates in the clinic's zone: the weekly hours of each day (several
 * intervals), replaced by that day's exception (no intervals: a day off), nothing on a closed
 * holiday, minus every period taken by a visit, a live hold or a blocked time, minus the past
 * and the lead time; on a grid stepping by the visit's length from each interval's start, a
 * slot never crossing its interval's end. docs/decisions.md "Booking: free slots".
 */

/** A slot may start this long after now at the earliest: the clinic needs time to see a new visit. */
export const LEAD_MINUTES = 60;
/** The longest range of one read, in days (both ends included). */
export const MAX_RANGE_DAYS = 31;

/** One interval of the weekly hours (schedule_hours): weekday 1 = Monday … 7 = Sunday, wall times. */
export type WeeklyInterval = { weekday: number; start: string; end: string };

/** A period a doctor is not free: a visit, a hold, a blocked time (cancelled ones and expired holds are ignored). */
export type BusyPeriod = { start: Date; end: Date; status: string; holdExpiresAt?: Date | null };

export type DoctorSchedule = {
  /** The clinic's IANA zone: every wall time of the schedule is read in it. */
  timeZone: string;
  weekly: readonly WeeklyInterval[];
  /** Days off the weekly pattern, by wall date: no intervals is a day off. */
  exceptions: ReadonlyMap<string, readonly DayInterval[]>;
  /** Wall dates the clinic is closed (public holidays it keeps, its own closed days). */
  closedDays: ReadonlySet<string>;
};

export type Slot = { start: Date; end: Date };

export type SlotQuery = { from: string; to: string; durationMinutes: number; busy: readonly BusyPeriod[]; now: Date; leadMinutes?: number };

/** Why a range cannot be read: a field code of the `to` (or `from`) field. */
export type RangeProblem = { field: 'from' | 'to'; code: 'invalid_date' | 'range_reversed' | 'range_too_long' };

/** Checks a range of wall dates: real dates, `to` not before `from`, at most MAX_RANGE_DAYS days. */
export function checkRange(from: string, to: string): RangeProblem | null {
  if (wallDateMs(from) === null) return { field: 'from', code: 'invalid_date' };
  if (wallDateMs(to) === null) return { field: 'to', code: 'invalid_date' };
  const days = wallDaysBetween(from, to);
  if (days < 0) return { field: 'to', code: 'range_reversed' };
  if (days + 1 > MAX_RANGE_DAYS) return { field: 'to', code: 'range_too_long' };
  return null;
}

/** The working intervals of one wall date as instants: the exception's, else the weekday's; none on a closed day. */
export function dayIntervals(schedule: DoctorSchedule, date: string): Slot[] {
  if (schedule.closedDays.has(date)) return [];
  const exception = schedule.exceptions.get(date);
  const weekday = wallWeekday(date);
  const intervals = exception ?? schedule.weekly.filter((interval) => interval.weekday === weekday);
  const result: Slot[] = [];
  for (const interval of intervals) {
    const start = wallTimeMinutes(interval.start);
    const end = wallTimeMinutes(interval.end);
    if (start === null || end === null || end <= start) continue;
    // 24:00 is the next day's midnight.
    const endInstant = end === 24 * 60 ? wallTimeToInstant(addWallDays(date, 1), '00:00', schedule.timeZone) : wallTimeToInstant(date, interval.end.slice(0, 5), schedule.timeZone);
    result.push({ start: wallTimeToInstant(date, interval.start.slice(0, 5), schedule.timeZone), end: endInstant });
  }
  return result.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether a busy period still takes its time at `now`: not cancelled, and a hold not yet expired. */
export function isTaking(period: BusyPeriod, now: Date): boolean {
  if (period.status === 'cancelled') return false;
  if (period.status === 'hold') return period.holdExpiresAt != null && period.holdExpiresAt.getTime() > now.getTime();
  return true;
}

/** Every slot of the grid for a date (no busy time, no past): each interval's start, stepping by the length. */
export function gridSlots(schedule: DoctorSchedule, date: string, durationMinutes: number): Slot[] {
  const step = durationMinutes * 60_000;
  const slots: Slot[] = [];
  for (const interval of dayIntervals(schedule, date)) {
    for (let start = interval.start.getTime(); start + step <= interval.end.getTime(); start += step) {
      slots.push({ start: new Date(start), end: new Date(start + step) });
    }
  }
  return slots;
}

/** The free slots of the range (wall dates, both included), in time order. The range is checked by checkRange first. */
export function freeSlots(schedule: DoctorSchedule, query: SlotQuery): Slot[] {
  const earliest = query.now.getTime() + (query.leadMinutes ?? LEAD_MINUTES) * 60_000;
  const busy = query.busy.filter((period) => isTaking(period, query.now)).map((period) => [period.start.getTime(), period.end.getTime()] as const);
  const days = wallDaysBetween(query.from, query.to);
  const result: Slot[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    for (const slot of gridSlots(schedule, addWallDays(query.from, offset), query.durationMinutes)) {
      const start = slot.start.getTime();
      const end = slot.end.getTime();
      if (start < earliest) continue;
      if (busy.some(([busyStart, busyEnd]) => busyStart < end && busyEnd > start)) continue;
      result.push(slot);
    }
  }
  return result;
}

/** Why a slot cannot be booked, whatever else is booked: in the past (or inside the lead time), on a closed day, off the grid of the hours. */
export type SlotProblem = 'slot_in_past' | 'slot_on_holiday' | 'slot_outside_hours';

/** The problem of a slot start for a visit length on its wall date, or null when the schedule offers it. */
export function slotProblem(schedule: DoctorSchedule, start: Date, durationMinutes: number, now: Date, wallDate: string, leadMinutes = LEAD_MINUTES): SlotProblem | null {
  if (start.getTime() < now.getTime() + leadMinutes * 60_000) return 'slot_in_past';
  if (schedule.closedDays.has(wallDate)) return 'slot_on_holiday';
  const onGrid = gridSlots(schedule, wallDate, durationMinutes).some((slot) => slot.start.getTime() === start.getTime());
  return onGrid ? null : 'slot_outside_hours';
}
