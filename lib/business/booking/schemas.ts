// First: zod in the browser without its eval probe (lib/http/zod-browser.ts): the /pro schedule forms check with these.
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { BOOKING_MODES } from '@/lib/db/schema/booking';
import { toIsoDate } from '@/lib/forms/schemas';
import { HH_MM } from '@/lib/tenants/site-blocks';
import { versionSchema } from '../edit-conflict';
import { localizedText } from '../localized';

/*
 * The schedule editor's bodies (schedule.edit, issue 30). Times are the clinic's wall time
 * (companies.time_zone) `HH:MM`, 24:00 the end of a day; days are `YYYY-MM-DD` of its calendar.
 * Field codes: BusinessErrors.fields (invalid_time, ends_before_starts, hours_overlap, …).
 */

export const SCHEDULE_LIMITS = { intervalsPerDay: 12, durationMin: 5, durationMax: 480, priceMax: 100_000_000, name: 200, note: 300, rangeDays: 366 } as const;

const time = z.string({ error: 'invalid_time' }).regex(HH_MM, 'invalid_time');

/** A day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const daySchema = z
  .string({ error: 'invalid_date' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value && value >= '2000-01-01' && value <= '2100-12-31', 'invalid_date')
  .openapi({ description: "A day of the clinic's calendar, YYYY-MM-DD", example: '2026-12-31' });

const toMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

type Interval = { start: string; end: string };

/** The issues of a day's intervals: a start not before its end (`ends_before_starts` at `end`), two that overlap (`hours_overlap` at the later one's `start`). */
function checkDay(intervals: readonly (Interval & { index: number })[], ctx: z.RefinementCtx, prefix: (index: number) => PropertyKey[]) {
  const valid = intervals.filter((item) => HH_MM.test(item.start) && HH_MM.test(item.end));
  for (const item of valid) if (toMinutes(item.end) <= toMinutes(item.start)) ctx.addIssue({ code: 'custom', path: [...prefix(item.index), 'end'], message: 'ends_before_starts' });
  const ordered = valid.filter((item) => toMinutes(item.end) > toMinutes(item.start)).sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
  for (let i = 1; i < ordered.length; i += 1) {
    if (toMinutes(ordered[i].start) < toMinutes(ordered[i - 1].end)) ctx.addIssue({ code: 'custom', path: [...prefix(ordered[i].index), 'start'], message: 'hours_overlap' });
  }
}

const intervalSchema = z.strictObject({ start: time, end: time }, { error: 'invalid_type' });

/** One interval of the week: weekday 1 = Monday … 7 = Sunday. */
const weeklyIntervalSchema = z
  .strictObject({ weekday: z.number({ error: 'invalid_type' }).int('invalid').min(1, 'invalid').max(7, 'invalid'), start: time, end: time }, { error: 'invalid_type' })
  .openapi('WeeklyInterval');

export const bookingModeSchema = z.strictObject({ mode: z.enum(BOOKING_MODES, { error: 'invalid' }).openapi({ description: "request: the appointment request (the clinic phones back); slots: free times to book" }) }, { error: 'invalid_type' }).openapi('BookingModeUpdate');

/** The whole week at once: every interval of every weekday; an empty list: the doctor has no weekly hours. */
export const weeklyHoursSchema = z
  .strictObject(
    {
      intervals: z
        .array(weeklyIntervalSchema, { error: 'invalid_type' })
        .max(7 * SCHEDULE_LIMITS.intervalsPerDay, 'invalid')
        .superRefine((intervals, ctx) => {
          for (let weekday = 1; weekday <= 7; weekday += 1) {
            const day = intervals.map((item, index) => ({ ...item, index })).filter((item) => item.weekday === weekday);
            checkDay(day, ctx, (index) => [index]);
          }
        }),
      version: versionSchema,
    },
    { error: 'invalid_type' },
  )
  .openapi('WeeklyHoursUpdate');

const price = z
  .number({ error: 'invalid_price' })
  .int('invalid_price')
  .min(0, 'invalid_price')
  .max(SCHEDULE_LIMITS.priceMax, 'invalid_price')
  .nullable()
  .optional()
  .openapi({ description: "In the price list's currency, whole units; null or absent: no price shown" });

export const visitTypeSchema = z
  .strictObject(
    {
      name: localizedText(SCHEDULE_LIMITS.name, { required: true, description: 'The name of the visit, e.g. «Первичный приём»' }),
      duration_minutes: z
        .number({ error: 'invalid_duration' })
        .int('invalid_duration')
        .min(SCHEDULE_LIMITS.durationMin, 'invalid_duration')
        .max(SCHEDULE_LIMITS.durationMax, 'invalid_duration')
        .openapi({ description: 'Length in minutes, 5 to 480' }),
      price,
      active: z.boolean({ error: 'invalid_type' }).optional().openapi({ description: 'Offered to patients; default true' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('VisitTypeInput');

/** A day off the weekly pattern: no intervals, a day off; else the hours that replace the week's that day. */
export const scheduleExceptionSchema = z
  .strictObject(
    {
      day: daySchema,
      intervals: z
        .array(intervalSchema, { error: 'invalid_type' })
        .max(SCHEDULE_LIMITS.intervalsPerDay, 'invalid')
        .superRefine((intervals, ctx) => checkDay(intervals.map((item, index) => ({ ...item, index })), ctx, (index) => [index])),
      note: z.string({ error: 'invalid_type' }).trim().max(SCHEDULE_LIMITS.note, 'too_long').optional().openapi({ description: 'A word for the staff, e.g. «отпуск»' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('ScheduleExceptionInput');

/** The clinic's own change of a day: closed (an extra day off for everyone) or working on a public holiday. */
export const holidayOverrideSchema = z
  .strictObject(
    {
      day: daySchema,
      closed: z.boolean({ error: 'invalid_type' }).openapi({ description: 'true: the clinic is closed that day; false: it works on that public holiday' }),
      name: localizedText(SCHEDULE_LIMITS.name, { description: 'What the day is, e.g. «Санитарный день»' }).optional(),
    },
    { error: 'invalid_type' },
  )
  .openapi('HolidayOverrideInput');

/** The days whose exceptions and holidays a read lists: at most a year, `to` not before `from`. */
export const scheduleRangeQuery = z
  .object({
    from: daySchema.optional().openapi({ description: "First day, YYYY-MM-DD; default: today in the clinic's time zone" }),
    to: daySchema.optional().openapi({ description: 'Last day (inclusive); default: 90 days after `from`; at most 366 days after it' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'invalid_date' });

export type BookingModeInput = z.output<typeof bookingModeSchema>;
export type WeeklyHoursInput = z.output<typeof weeklyHoursSchema>;
export type VisitTypeInput = z.output<typeof visitTypeSchema>;
export type VisitTypeFormInput = z.input<typeof visitTypeSchema>;
export type ScheduleExceptionInput = z.output<typeof scheduleExceptionSchema>;
export type HolidayOverrideInput = z.output<typeof holidayOverrideSchema>;
