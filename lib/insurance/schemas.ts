/**
 * The OSMS status check: what the form sends, checked by the form in the browser (react-hook-form's
 * zod resolver) and by the API again, and what the API answers. Imported by a client island:
 * plain zod only, no server code. Field errors are stable codes the form shows in the patient's language.
 */
// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import * as z from 'zod';
import { checkIin, normalizeIin } from './iin';

export const IIN_ERROR_CODES = ['required', 'invalid_type', 'iin_digits', 'iin_length', 'iin_date', 'iin_checksum', 'iin_rejected'] as const;
export type IinErrorCode = (typeof IIN_ERROR_CODES)[number];

const missingOrWrongType = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');

/** An IIN as typed; spaces are dropped ('900101 300027' -> '900101300027'), anything else must pass checkIin. */
export const iinSchema = z
  .string({ error: missingOrWrongType })
  // A bound before the work: nobody types a 12-digit number as a page of text.
  .max(64, { error: 'iin_length', abort: true })
  .overwrite(normalizeIin)
  .superRefine((value, ctx) => {
    const check = checkIin(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.problem });
  });

export const osmsStatusRequestSchema = z.object({ iin: iinSchema }, { error: 'invalid_type' });

export type OsmsStatusRequest = z.input<typeof osmsStatusRequestSchema>;

/**
 * Who pays a person's contributions: an employer, the person (a sole trader, the self-employed,
 * a self-payer), or the state (children, pensioners, students and the other groups the law names).
 */
export const OSMS_CATEGORIES = ['employee', 'self_employed', 'state_funded', 'other'] as const;
export type OsmsCategory = (typeof OSMS_CATEGORIES)[number];

/** Where a patient checks the status officially; the page lists them, and so does a `not_configured` answer. */
export const OFFICIAL_OSMS_SERVICES = [
  { key: 'fms', url: 'https://fms.kz' },
  { key: 'egov', url: 'https://egov.kz' },
] as const;
export const OSMS_CALL_CENTER = '1406';

/**
 * The API's answer (`data`):
 * - found: the provider knows the IIN; `insured`, who pays (`category`, null when the person is
 *   not insured or the provider does not say) and the last day the status holds (`validUntil`, YYYY-MM-DD or null);
 * - not_found: the provider has no record of the IIN;
 * - not_configured: this site has no provider; the page shows where to check officially. Never a guessed status.
 */
export const osmsStatusAnswerSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('found'),
    insured: z.boolean(),
    category: z.enum(OSMS_CATEGORIES).nullable(),
    validUntil: z.iso.date().nullable(),
  }),
  z.object({ result: z.literal('not_found') }),
  z.object({
    result: z.literal('not_configured'),
    officialServices: z.array(z.object({ key: z.string(), url: z.string() })),
  }),
]);

export type OsmsStatusAnswer = z.infer<typeof osmsStatusAnswerSchema>;

/** Error codes of the check's failures (besides field errors), each with its own message in the form. */
export const OSMS_ERROR_CODES = ['rate_limited', 'osms_provider_unavailable', 'osms_provider_timeout'] as const;

/** The first error code of the IIN field; an unknown message becomes 'invalid'. */
export function iinErrorCode(message: unknown): IinErrorCode | 'invalid' {
  return (IIN_ERROR_CODES as readonly unknown[]).includes(message) ? (message as IinErrorCode) : 'invalid';
}
