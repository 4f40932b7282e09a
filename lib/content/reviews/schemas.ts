/**
 * The review form's schema, checked by the form in the browser and again by the API.
 * Imported by a client island: plain zod only (no @hono/zod-openapi, no server code).
 * Messages are stable codes (`required`, `too_long`, ...), which the API sends in `fields`
 * and the form translates into the visitor's language.
 */
// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import * as z from 'zod';
import { cleanTypedText } from '@/lib/http/safe-text';

export const REVIEW_LIMITS = { companyCode: 64, specialist: 100, authorName: 100, text: 5000, honeypot: 500 } as const;
export const RATINGS = [1, 2, 3, 4, 5] as const;

// The same codes as the appointment and question forms (lib/forms/schemas.ts), plus rating_range.
export const REVIEW_ERROR_CODES = ['required', 'invalid_type', 'too_long', 'rating_range', 'consent_required', 'specialist_not_found', 'invalid'] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

// A missing value is `required`; a value of the wrong type is `invalid_type`.
const missingOr = (code: ReviewErrorCode) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : code);

// Pasted text loses the control characters the API refuses (a Word line break becomes a real one).
const requiredText = (max: number) =>
  z
    .string({ error: missingOr('invalid_type') })
    .overwrite(cleanTypedText)
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

const rating = z
  .number({ error: missingOr('rating_range') })
  .int({ error: 'rating_range' })
  .min(1, { error: 'rating_range' })
  .max(5, { error: 'rating_range' });

export const reviewInputSchema = z.object(
  {
    COMPANY_CODE: requiredText(REVIEW_LIMITS.companyCode),
    /** The slug of the specialist the review is about; empty or absent for the clinic itself. */
    SPECIALIST: z.string({ error: 'invalid_type' }).trim().max(REVIEW_LIMITS.specialist, { error: 'too_long' }).nullish(),
    AUTHOR_NAME: requiredText(REVIEW_LIMITS.authorName),
    RATING: rating,
    TEXT: requiredText(REVIEW_LIMITS.text),
    /** The consent to the processing of personal data (the name is published): exactly true, as on the other forms. */
    consent: z.literal(true, { error: 'consent_required' }),
    /** The honeypot: hidden from people, so only a bot fills it in. */
    website: z.string({ error: 'invalid_type' }).max(REVIEW_LIMITS.honeypot, { error: 'too_long' }).optional(),
  },
  { error: 'invalid_type' },
);

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewField = keyof ReviewInput;

/** The first code per field, e.g. { TEXT: 'too_long' }; a whole-body problem is under `_`. */
export function reviewFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
