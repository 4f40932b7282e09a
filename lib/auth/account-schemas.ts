// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from 'zod';
import { cleanTypedText } from '@/lib/http/safe-text';
import { normalizePhone } from '@/lib/phone/normalize';

/**
 * The bodies of the account calls (registration, codes, restore, passwords, personal
 * information), checked by the API and loadable by the browser's forms (plain zod, no server
 * code). Every field error is a stable code; the API answers it with its text in the caller's
 * language (AccountErrors), and the forms show the same texts.
 */
export const ACCOUNT_ERROR_CODES = [
  'required',
  'invalid_type',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_login',
  'invalid_name',
  'password_too_short',
  'consent_required',
  'invalid_code',
  'code_expired',
  'code_attempts_exhausted',
  'wrong_password',
  'email_taken',
  'phone_taken',
  'invalid',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** Each of last name, name and middle name. */
export const NAME_MAX = 100;

const missingOrWrongType = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');
const fail = (code: AccountErrorCode) => ({ error: code, abort: true });

const text = (max: number) => z.string({ error: missingOrWrongType }).overwrite(cleanTypedText).trim().max(max, fail('too_long'));
const requiredText = (max: number) => text(max).min(1, fail('required'));

export const emailField = requiredText(254)
  .overwrite((value) => value.toLowerCase())
  .regex(z.regexes.email, 'invalid_email');

/** A phone in any common spelling, stored with its plus (lib/phone). */
export const telField = requiredText(32).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone', abort: true });
  return phone ?? value;
});

/** An e-mail or a phone, as the account stores it: `{ channel, target }`. */
export const loginField = requiredText(254).transform((value, ctx) => {
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (z.regexes.email.test(email)) return { channel: 'email' as const, target: email };
  } else {
    const phone = normalizePhone(value);
    if (phone) return { channel: 'sms' as const, target: phone };
  }
  ctx.addIssue({ code: 'custom', message: 'invalid_login', abort: true });
  return { channel: 'email' as const, target: '' };
});

/** A new password: 8 to 200 characters, kept exactly as typed (no trimming). */
export const newPasswordField = z
  .string({ error: missingOrWrongType })
  .min(1, fail('required'))
  .min(PASSWORD_MIN, fail('password_too_short'))
  .max(PASSWORD_MAX, fail('too_long'));

export const currentPasswordField = z.string({ error: missingOrWrongType }).min(1, fail('required')).max(PASSWORD_MAX, fail('too_long'));

// Letters of any script with their marks, spaces, hyphens, apostrophes and dots: «Әлия», «Oʻktam», «O’Brien», «Анна-Мария».
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’ʼʻ-]*[\p{L}\p{M}.])?$/u;

const namePart = text(NAME_MAX)
  .overwrite((value) => value.replace(/\s+/g, ' '))
  .refine((value) => value === '' || NAME_PATTERN.test(value), 'invalid_name');

export const requiredNameField = namePart.refine((value) => value !== '', fail('required'));
/** An optional part of the name: left out or null is empty. */
export const optionalNameField = namePart.nullish().transform((value) => value ?? '');

/** Six digits; spaces a person typed between them are dropped. */
export const codeField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(6, '0') : value),
  z
    .string({ error: missingOrWrongType })
    .max(32, fail('too_long'))
    .overwrite((value) => value.replace(/\s+/g, ''))
    .min(1, fail('required'))
    .regex(/^\d{6}$/, 'invalid_code'),
);

const consentField = z.literal(true, { error: 'consent_required' });

const names = { lastname: optionalNameField, name: requiredNameField, middlename: optionalNameField };
const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'invalid_type' });

export const registerEmailSchema = object({ email: emailField, password: newPasswordField, ...names, consent: consentField });
export const registerPhoneSchema = object({ tel: telField, password: newPasswordField, ...names, consent: consentField });
/** The e-mail or phone a registration code was sent to. */
export const resendSchema = object({ target: loginField });
export const confirmRegistrationSchema = object({ target: loginField, code: codeField });
export const confirmEmailSchema = object({ email: emailField.optional(), code: codeField.optional() });
export const confirmPhoneSchema = object({ tel: telField.optional(), code: codeField.optional() });
export const restoreSchema = object({ login: loginField });
export const restorePasswordSchema = object({ login: loginField, code: codeField, password: newPasswordField });
export const changePasswordSchema = object({ password: currentPasswordField, new_password: newPasswordField });
/** Personal information: a part left out stays as it is; an empty last or middle name clears it. */
export const changeInformationSchema = object({ lastname: namePart.optional(), name: requiredNameField, middlename: namePart.optional() });

export type RegisterEmailInput = z.input<typeof registerEmailSchema>;
export type RegisterPhoneInput = z.input<typeof registerPhoneSchema>;
export type ChangeInformationInput = z.input<typeof changeInformationSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export function asAccountErrorCode(message: unknown): AccountErrorCode {
  return (ACCOUNT_ERROR_CODES as readonly unknown[]).includes(message) ? (message as AccountErrorCode) : 'invalid';
}
