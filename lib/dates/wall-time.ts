/**
 * Wall time <-> instant in an IANA zone (a clinic's companies.time_zone). Never a fixed offset:
 * the zone's rules of that very date apply (Almaty moved from UTC+6 to UTC+5 on 2024-03-01), as
 * Node's ICU knows them. A wall date is `YYYY-MM-DD`, a wall time `HH:MM` (or `HH:MM:SS`).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallParts(instant: number, timeZone: string): WallParts {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The UTC offset of a time zone at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) a wall clock in the zone shows `wall` (the wall time written
 * as if it were UTC, ms). Two passes: the offset at the first guess, then at the result, so a
 * time after an offset change gets the new offset.
 */
export function wallMsToInstant(wall: number, timeZone: string): number {
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY-MM-DD` as ms of its UTC midnight, or null for no real date. */
export function wallDateMs(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

/** `HH:MM[:SS]` as minutes after midnight (24:00 allowed: the end of a day), or null. */
export function wallTimeMinutes(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (minutes > 59 || seconds > 59 || hours > 24 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  return hours * 60 + minutes;
}

/**
 * The instant a wall clock in the zone shows `time` on `date`:
 *   wallTimeToInstant('2024-03-01', '09:00', 'Asia/Almaty') -> 2024-03-01T04:00:00.000Z
 * Throws on a malformed date or time (callers check their input first).
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const day = wallDateMs(date);
  const minutes = wallTimeMinutes(time);
  if (day === null || minutes === null) throw new RangeError(`not a wall date and time: ${date} ${time}`);
  return new Date(wallMsToInstant(day + minutes * 60_000, timeZone));
}

/** The wall date (`YYYY-MM-DD`) an instant falls on in the zone. */
export function instantToWallDate(instant: Date | number, timeZone: string): string {
  const p = wallParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The wall time (`HH:MM`) an instant shows in the zone. */
export function instantToWallTime(instant: Date | number, timeZone: string): string {
  const p = wallParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** ISO weekday of a wall date: 1 = Monday … 7 = Sunday. */
export function wallWeekday(date: string): number {
  const day = wallDateMs(date);
  if (day === null) throw new RangeError(`not a wall date: ${date}`);
  return ((new Date(day).getUTCDay() + 6) % 7) + 1;
}

/** The wall date `days` after `date` (negative: before). */
export function addWallDays(date: string, days: number): string {
  const day = wallDateMs(date);
  if (day === null) throw new RangeError(`not a wall date: ${date}`);
  return new Date(day + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (wall dates). */
export function wallDaysBetween(from: string, to: string): number {
  const a = wallDateMs(from);
  const b = wallDateMs(to);
  if (a === null || b === null) throw new RangeError(`not wall dates: ${from}, ${to}`);
  return Math.round((b - a) / 86_400_000);
}
