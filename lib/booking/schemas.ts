// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { cleanTypedText } from '@/lib/http/safe-text';
import { normalizePhone } from '@/lib/phone/normalize';

/*
 * The booking calls' inputs (lower snake_case). Every field error is a stable code of the
 * BookingErrors messages (never prose): the API adds each field's sentence in the caller's language.
 */

const missingOrWrongType = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');

export const idSchema = (description: string) =>
  z.number({ error: missingOrWrongType }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').openapi({ description });

/** An instant with its zone, ISO 8601 (`2026-12-01T09:00:00+05:00` or `…Z`), as the slots call answers it. */
export const instantSchema = z
  .string({ error: missingOrWrongType })
  .max(40, 'invalid_date')
  .transform((value, ctx) => {
    const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(value) && !Number.isNaN(Date.parse(value));
    if (!ok) ctx.addIssue({ code: 'custom', message: 'invalid_date' });
    return ok ? new Date(Date.parse(value)) : new Date(0);
  })
  .openapi({ description: 'A slot start as the slots call gives it: ISO 8601 with a zone', example: '2026-12-01T09:00:00+05:00' });

/** A wall date of the clinic's calendar. */
export const wallDateSchema = z
  .string({ error: missingOrWrongType })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .openapi({ description: "A date of the clinic's calendar, YYYY-MM-DD", example: '2026-12-01' });

const text = (max: number) => z.string({ error: missingOrWrongType }).overwrite(cleanTypedText).trim().max(max, 'too_long');

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || undefined);

const phone = text(32).transform((value, ctx) => {
  const normalized = normalizePhone(value);
  if (!normalized) ctx.addIssue({ code: 'custom', message: 'invalid_phone', abort: true });
  return normalized ?? value;
});

const slotFields = {
  COMPANY_CODE: text(64).min(1, 'required').openapi({ description: 'COMPANY_CODE of the clinic' }),
  specialist_id: idSchema('The doctor (GET …/booking/{code}/doctors/{id})'),
  visit_type_id: idSchema("One of the doctor's visit types"),
  start: instantSchema,
};

export const holdSchema = z.object(slotFields, { error: 'invalid_type' }).openapi('BookingHold');

export const codeSchema = z
  .object({ phone: phone.openapi({ description: 'The phone to confirm: any spelling, normalised to E.164' }) }, { error: 'invalid_type' })
  .openapi('BookingCode');

export const bookSchema = z
  .object(
    {
      ...slotFields,
      hold_token: optionalText(100).openapi({ description: 'The hold call\'s token: the held slot becomes the visit. Absent or expired: the slot is booked directly' }),
      name: optionalText(200).openapi({ description: "The patient's name; signed in: the account's when absent" }),
      phone: phone.optional().openapi({ description: 'Signed out: required, with the SMS `code` (POST …/booking/code); signed in: the account\'s when absent' }),
      email: optionalText(254)
        .refine((value) => value === undefined || z.regexes.email.test(value), 'invalid_email')
        .transform((value) => value?.toLowerCase()),
      code: optionalText(12).openapi({ description: 'Signed out: the 6-digit code sent to `phone`' }),
      consent: z.boolean({ error: 'invalid_type' }).optional().openapi({ description: 'Signed out: true (consent to the processing of personal data; an account is made for a new phone)' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('BookingBook');

/** The clinic whose site the manage link was opened on: a token of another clinic's visit is refused there (404). */
export const manageClinicField = text(64)
  .min(1, 'required')
  .optional()
  .openapi({ description: "COMPANY_CODE of the clinic whose site sends the call: a visit of another clinic answers 404 (a manage link works on its own clinic's site only)" });

export const cancelSchema = z
  .object(
    { token: text(100).min(1, 'required').openapi({ description: "The visit's manage token (from the booking answer or the link in its messages)" }), COMPANY_CODE: manageClinicField },
    { error: 'invalid_type' },
  )
  .openapi('BookingCancel');

export const releaseSchema = z
  .object({ token: text(100).min(1, 'required').openapi({ description: "The hold call's hold_token" }) }, { error: 'invalid_type' })
  .openapi('BookingRelease');

export const moveSchema = z.object({ token: cancelSchema.shape.token, COMPANY_CODE: manageClinicField, start: instantSchema }, { error: 'invalid_type' }).openapi('BookingMove');

export const slotsQuerySchema = z.object({
  visit_type_id: z
    .string()
    .regex(/^\d{1,9}$/, 'invalid')
    .transform(Number)
    .openapi({ description: "One of the doctor's visit types", example: '1' }),
  from: wallDateSchema,
  to: wallDateSchema.openapi({ description: 'The last date, included: at most 31 days after `from`', example: '2026-12-07' }),
});
