import type { LocalizedText } from '@/lib/db/schema/common';
import { addWallDays } from '@/lib/dates/wall-time';

/** GET …/business/calendar (lib/business/booking/calendar-routes.ts). */
export type CalendarVisit = {
  ID: number;
  DOCTOR_ID: number;
  START: string;
  END: string;
  STATUS: 'hold' | 'booked' | 'came' | 'no_show' | 'cancelled' | 'blocked';
  SOURCE: 'site' | 'phone' | 'clinic';
  TYPE: { ID: number; NAME: LocalizedText } | null;
  PATIENT: { NAME: string; PHONE: string } | null;
  NOTE: string | null;
  VERSION: number;
  CREATED_AT: string;
};

export type CalendarDoctor = {
  ID: number;
  FULL_NAME: LocalizedText;
  SPECIALTY: LocalizedText;
  MODE: 'request' | 'slots';
  VISIT_TYPES: { ID: number; NAME: LocalizedText; DURATION_MINUTES: number }[];
};

export type Calendar = { TIME_ZONE: string; TODAY: string; FROM: string; TO: string; DOCTORS: CalendarDoctor[]; VISITS: CalendarVisit[] };

export type CalendarView = 'day' | 'week';

/** The days a view shows from its first. */
export const daysOf = (from: string, view: CalendarView) => Array.from({ length: view === 'week' ? 7 : 1 }, (_, index) => addWallDays(from, index));
