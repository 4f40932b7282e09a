// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { cleanTypedText } from '@/lib/http/safe-text';
import { normalizePhone } from '@/lib/phone/normalize';
import { z } from 'zod';

/**
 * The appointment and ask-question forms, checked by the browser before sending and by the
 * API again. Every field error is a stable code (never prose): the form shows it in the
 * visitor's language from the FormErrors messages.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_date',
  'date_in_past',
  'date_too_far',
  'consent_required',
  'specialist_not_found',
  'invalid',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Dates are judged by the clinics' calendar (Kazakhstan), as the rest of the product shows them. */
export const CLINIC_TIME_ZONE = 'Asia/Almaty';
/** A preferred date may be at most this many days ahead. */
export const MAX_DAYS_AHEAD = 365;

const missingOrWrongType = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');
const fail = (code: FieldErrorCode) => ({ error: code, abort: true });

/** Today as YYYY-MM-DD in the clinics' time zone, plus `days`. */
export function clinicDate(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2025-03-05' (a date input) or '05.03.2025' (SPEC 5) -> '2025-03-05'; a day the month lacks -> null. */
export function toIsoDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const result = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return date.toISOString().slice(0, 10) === result ? result : null;
}

// Pasted text loses the control characters the API refuses (a Word line break becomes a real one).
const requiredText = (max: number) =>
  z.string({ error: missingOrWrongType }).overwrite(cleanTypedText).trim().min(1, fail('required')).max(max, fail('too_long'));

// An empty optional field is the same as no field.
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid_type' })
    .overwrite(cleanTypedText)
    .trim()
    .max(max, fail('too_long'))
    .nullish()
    .transform((value) => value || undefined);

// One line: a name goes into mail subjects.
const personName = requiredText(200).overwrite((value) => value.replace(/\s+/g, ' '));

const requiredEmail = requiredText(254)
  .overwrite((value) => value.toLowerCase())
  .regex(z.regexes.email, 'invalid_email');

const optionalEmail = optionalText(254).refine((value) => value === undefined || z.regexes.email.test(value), 'invalid_email').transform((value) => value?.toLowerCase());

// SPEC 3: stored with a leading plus, by the one normaliser sign-in and the accounts use.
const phoneText = (text: z.ZodString) =>
  text.transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone', abort: true });
    return phone ?? value;
  });

const optionalPhone = optionalText(32).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const phone = normalizePhone(value);
  if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
  return phone ?? undefined;
});

const preferredDate = optionalText(10).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const iso = toIsoDate(value);
  if (!iso) ctx.addIssue({ code: 'custom', message: 'invalid_date' });
  else if (iso < clinicDate()) ctx.addIssue({ code: 'custom', message: 'date_in_past' });
  else if (iso > clinicDate(MAX_DAYS_AHEAD)) ctx.addIssue({ code: 'custom', message: 'date_too_far' });
  return iso ?? undefined;
});

// A select sends '' for "any doctor"; the API takes a number or a numeric string.
const specialistId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalid' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').optional(),
);

const common = {
  COMPANY_CODE: requiredText(64),
  consent: z.literal(true, { error: 'consent_required' }),
  // The honeypot: people never see it, so anything in it means a bot.
  website: z.string({ error: 'invalid_type' }).max(500, fail('too_long')).optional(),
};

export const appointmentSchema = z.object(
  {
    ...common,
    name: personName,
    phone: phoneText(requiredText(32)),
    email: optionalEmail,
    preferredDate,
    specialistId,
    comment: optionalText(2000),
  },
  { error: 'invalid_type' },
);

export const questionSchema = z.object(
  {
    ...common,
    name: personName,
    email: requiredEmail,
    phone: optionalPhone,
    text: requiredText(5000),
  },
  { error: 'invalid_type' },
);

export type AppointmentInput = z.input<typeof appointmentSchema>;
export type AppointmentData = z.output<typeof appointmentSchema>;
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionData = z.output<typeof questionSchema>;

/** The first error code of each field, e.g. { phone: 'invalid_phone' }; unknown messages become 'invalid'. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= asFieldErrorCode(issue.message);
  }
  return fields;
}

export function asFieldErrorCode(message: unknown): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly unknown[]).includes(message) ? (message as FieldErrorCode) : 'invalid';
}
