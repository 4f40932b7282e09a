import type { DayHours, OpeningHours, Weekday } from '@/lib/db/schema/stored-shapes';

export type { DayBreak, DayHours, HomeBlocks, OpeningHours, Weekday } from '@/lib/db/schema/stored-shapes';

/*
 * The company's structured contacts and home blocks (issue 19), stored as jsonb on companies.
 * Pure types and helpers: the site, the JSON-LD, the editors and the API schemas read them.
 */

export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const satisfies readonly Weekday[];

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** schema.org day names, for openingHoursSpecification. */
export const SCHEMA_DAYS: Record<Weekday, string> = {
  mo: 'https://schema.org/Monday',
  tu: 'https://schema.org/Tuesday',
  we: 'https://schema.org/Wednesday',
  th: 'https://schema.org/Thursday',
  fr: 'https://schema.org/Friday',
  sa: 'https://schema.org/Saturday',
  su: 'https://schema.org/Sunday',
};

/** Whether any day has hours or is marked: null or an all-absent value means "not set" (the old text is shown). */
export const hasOpeningHours = (hours: OpeningHours | null | undefined): hours is OpeningHours => Boolean(hours && WEEKDAYS.some((day) => day in hours));

/**
 * Runs of days with the same hours, for a compact display: Mon–Fri 09:00–18:00, Sat 10:00–14:00, Sun closed.
 * Days are indices into WEEKDAYS.
 */
export function groupOpeningHours(hours: OpeningHours): Array<{ from: number; to: number; hours: DayHours }> {
  const runs: Array<{ from: number; to: number; hours: DayHours }> = [];
  WEEKDAYS.forEach((day, index) => {
    const value = hours[day] ?? null;
    const last = runs[runs.length - 1];
    if (last && JSON.stringify(last.hours) === JSON.stringify(value)) last.to = index;
    else runs.push({ from: index, to: index, hours: value });
  });
  return runs;
}

/** The open intervals of a day: one, or two around its break (lunch). */
export function openIntervals(hours: Exclude<DayHours, null>): Array<{ opens: string; closes: string }> {
  return hours.break ? [{ opens: hours.opens, closes: hours.break.from }, { opens: hours.break.to, closes: hours.closes }] : [{ opens: hours.opens, closes: hours.closes }];
}
