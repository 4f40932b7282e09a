/**
 * The time zones a clinic can choose (a clinic setting, companies.time_zone): Kazakhstan's and
 * Uzbekistan's. Every time in /pro and on the clinic's pages is written in its zone, on the
 * server and in the browser alike, so the two renders agree whatever zone the browser is in.
 */
export const CLINIC_TIME_ZONES = [
  'Asia/Almaty',
  'Asia/Aqtobe',
  'Asia/Aqtau',
  'Asia/Atyrau',
  'Asia/Oral',
  'Asia/Qostanay',
  'Asia/Qyzylorda',
  'Asia/Tashkent',
  'Asia/Samarkand',
] as const;

export type ClinicTimeZone = (typeof CLINIC_TIME_ZONES)[number];

/** A clinic's zone until it chooses another; also the zone of what belongs to no clinic (docs/decisions.md "Time zones"). */
export const DEFAULT_TIME_ZONE: ClinicTimeZone = 'Asia/Almaty';

export function isClinicTimeZone(value: unknown): value is ClinicTimeZone {
  return typeof value === 'string' && (CLINIC_TIME_ZONES as readonly string[]).includes(value);
}

/** A stored zone, or the default for anything else (a row written before the setting). */
export function clinicTimeZone(value: unknown): ClinicTimeZone {
  return isClinicTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}
