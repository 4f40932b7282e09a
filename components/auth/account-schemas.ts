// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { cleanTypedText } from '@/lib/http/safe-text';
import { normalizePhone } from '@/lib/phone/normalize';
import { z } from 'zod';

/**
 * The account forms' fields as the browser checks them before sending (sign-up, code,
 * restore, personal information, contacts, password). The contract's server (session A,
 * lib/auth) checks the same bodies again with its own schemas; once they are merged these
 * shapes should be replaced by imports of them (noted for the lead). Messages are stable
 * codes the forms show in the visitor's language.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const missing = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid');
const fail = (code: string) => ({ error: code, abort: true });

const requiredText = (max: number) => z.string({ error: missing }).overwrite(cleanTypedText).trim().min(1, fail('required')).max(max, fail('too_long'));
const optionalText = (max: number) => z.string({ error: missing }).overwrite(cleanTypedText).trim().max(max, fail('too_long')).optional().default('');

export const emailField = requiredText(254)
  .overwrite((value) => value.toLowerCase())
  .regex(z.regexes.email, 'invalid_email');

// SPEC 3: a phone is always stored with a leading plus (the one normaliser of lib/phone).
export const phoneField = requiredText(32).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone', abort: true });
  return phone ?? value;
});

export const newPasswordField = z.string({ error: missing }).min(1, fail('required')).min(PASSWORD_MIN, fail('too_short')).max(PASSWORD_MAX, fail('too_long'));

/** A login: an e-mail or a phone, as sign-in takes it. */
export const loginField = requiredText(254).refine((value) => (value.includes('@') ? z.regexes.email.test(value) : normalizePhone(value) !== null), 'invalid_login');

/** Six digits; spaces and dashes a person types or pastes are dropped. */
export const codeField = z
  .string({ error: missing })
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .min(1, fail('required'))
  .regex(/^\d{6}$/, 'invalid');

const names = { lastname: optionalText(100), name: requiredText(100), middlename: optionalText(100) };

export const signUpEmailSchema = z.object({ email: emailField, ...names, password: newPasswordField, consent: z.literal(true, { error: 'consent_required' }) });
export const signUpPhoneSchema = z.object({ tel: phoneField, ...names, password: newPasswordField, consent: z.literal(true, { error: 'consent_required' }) });
export type SignUpInput = { email?: string; tel?: string; lastname: string; name: string; middlename: string; password: string; consent: boolean };

export const codeSchema = z.object({ code: codeField });
export const restoreSchema = z.object({ login: loginField });
export const restorePasswordSchema = z.object({ code: codeField, password: newPasswordField });

export const personalInfoSchema = z.object({ lastname: optionalText(100), name: requiredText(100), middlename: optionalText(100) });
export const contactEmailSchema = z.object({ email: emailField });
export const contactPhoneSchema = z.object({ tel: phoneField });

/** The repeat must match; only `password` and `new_password` are sent. */
export const changePasswordSchema = z
  .object({ password: z.string({ error: missing }).min(1, fail('required')).max(PASSWORD_MAX, fail('too_long')), new_password: newPasswordField, repeat: z.string({ error: missing }).min(1, fail('required')) })
  .refine((body) => body.new_password === body.repeat, { path: ['repeat'], message: 'mismatch' })
  .transform(({ password, new_password }) => ({ password, new_password }));
