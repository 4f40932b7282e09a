// First: zod in the browser without its eval probe (lib/http/zod-browser.ts): the /pro calendar forms check with these.
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { normalizePhone } from '@/lib/phone/normalize';
import { cleanTypedText } from '@/lib/http/safe-text';
import { HH_MM } from '@/lib/tenants/site-blocks';
import { versionSchema } from '../edit-conflict';
import { daySchema } from './schemas';

/*
 * The clinic's calendar (issue 30, docs/decisions.md "Booking: the clinic's calendar"). Days are
 * the clinic's calendar `YYYY-MM-DD`, times its wall time `HH:MM` (companies.time_zone); the
 * server turns them into instants by lib/dates/wall-time. Field codes: BusinessErrors.fields.
 */

export const CALENDAR_LIMITS = { name: 200, note: 300, maxDays: 7 } as const;

const id = z.number({ error: 'required' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid');
const time = z.string({ error: 'required' }).regex(HH_MM, 'invalid_time');
const note = z
  .string({ error: 'invalid_type' })
  .overwrite(cleanTypedText)
  .trim()
  .max(CALENDAR_LIMITS.note, 'too_long')
  .optional()
  .transform((value) => value || undefined)
  .openapi({ description: 'A word for the staff' });

export const calendarQuery = z.object({
  from: daySchema.optional().openapi({ description: "The first day, YYYY-MM-DD; default: today in the clinic's time zone" }),
  days: z
    .enum(['1', '7'], { error: 'invalid' })
    .optional()
    .openapi({ description: '1: a day (default); 7: a week from `from`' }),
  doctor: z
    .string()
    .regex(/^\d{1,9}$/, 'invalid')
    .transform(Number)
    .optional()
    .openapi({ description: "One doctor's visits; absent: the whole clinic's" }),
});

/** Marks a visit: the patient came, did not come, or the visit is cancelled (the time is free again). */
export const visitStatusSchema = z
  .strictObject({ status: z.enum(['came', 'no_show', 'cancelled'], { error: 'invalid' }), version: versionSchema }, { error: 'invalid_type' })
  .openapi('CalendarVisitStatus');

/** Time taken out of a doctor's schedule: a day and wall times, `end` after `start` (24:00 the day's end). */
export const blockTimeSchema = z
  .strictObject({ specialist_id: id, day: daySchema, start: time, end: time, note }, { error: 'invalid_type' })
  .refine((input) => !HH_MM.test(input.start) || !HH_MM.test(input.end) || input.end > input.start, { path: ['end'], message: 'ends_before_starts' })
  .openapi('CalendarBlockTime');

const phone = z
  .string({ error: 'required' })
  .overwrite(cleanTypedText)
  .trim()
  .min(1, 'required')
  .max(32, 'too_long')
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) ctx.addIssue({ code: 'custom', message: 'invalid_phone', abort: true });
    return normalized ?? value;
  });

/** A visit booked by the clinic for a patient who phoned: no SMS code (the clinic spoke to them). */
export const phoneBookingSchema = z
  .strictObject(
    {
      specialist_id: id,
      visit_type_id: id,
      day: daySchema,
      start: time.openapi({ description: "The start, the clinic's wall time HH:MM on `day`" }),
      name: z.string({ error: 'required' }).overwrite(cleanTypedText).trim().min(1, 'required').max(CALENDAR_LIMITS.name, 'too_long'),
      phone: phone.openapi({ description: "The patient's phone, any spelling, normalised to E.164" }),
      note,
    },
    { error: 'invalid_type' },
  )
  .openapi('CalendarPhoneBooking');

/** A visit moved to another start the same doctor has free (same visit type and length). */
export const moveVisitSchema = z.strictObject({ day: daySchema, start: time, version: versionSchema }, { error: 'invalid_type' }).openapi('CalendarMoveVisit');

export type CalendarQuery = z.output<typeof calendarQuery>;
export type VisitStatusInput = z.output<typeof visitStatusSchema>;
export type BlockTimeInput = z.output<typeof blockTimeSchema>;
export type PhoneBookingInput = z.output<typeof phoneBookingSchema>;
export type PhoneBookingFormInput = z.input<typeof phoneBookingSchema>;
export type MoveVisitInput = z.output<typeof moveVisitSchema>;
