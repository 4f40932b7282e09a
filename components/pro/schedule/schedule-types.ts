import type { Locale } from '@/lib/i18n/locales';

/** The schedule API's answers (lib/business/booking/routes.ts). */
export type Localized = Partial<Record<Locale, string>> & { ru: string };
export type BookingMode = 'request' | 'slots';
export type ScheduleDoctor = { ID: number; FULL_NAME: Localized; SPECIALTY: Localized; MODE: BookingMode };
export type WireInterval = { START: string; END: string };
export type VisitType = { ID: number; NAME: Localized; DURATION_MINUTES: number; PRICE: number | null; ACTIVE: boolean; LIST_PRICE: number | null };
export type ScheduleSetup = {
  DOCTOR: { ID: number; FULL_NAME: Localized; SPECIALTY: Localized };
  TIME_ZONE: string;
  TODAY: string;
  FROM: string;
  TO: string;
  MODE: BookingMode;
  VERSION: number;
  HOURS: { WEEKDAY: number; START: string; END: string }[];
  VISIT_TYPES: VisitType[];
  PRICE_LIST: { CURRENCY: string; ROWS: { SERVICE: Localized; PRICE: number; FROM: boolean; MATCHES_SPECIALTY: boolean }[] } | null;
  EXCEPTIONS: { ID: number; DAY: string; INTERVALS: WireInterval[]; NOTE: string | null }[];
};
export type HolidayCalendar = { COUNTRY: 'KZ' | 'UZ'; FROM: string; TO: string; DAYS: { DAY: string; NAME: Localized; NATIONAL: boolean; OWN: { ID: number; CLOSED: boolean } | null }[] };

/** A text in the member's language, else Russian. */
export const pick = (text: Localized, locale: Locale) => text[locale] || text.ru;

/** ISO weekdays, 1 = Monday … 7 = Sunday (the Weekdays messages name them). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
