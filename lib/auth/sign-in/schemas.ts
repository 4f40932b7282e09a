/**
 * Sign-in, checked by the sign-in form in the browser and again by the API. Plain zod (no
 * @hono/zod-openapi, no server code), so a client island can load it. Messages are stable
 * codes that the form shows in the visitor's language (Auth.errors).
 */
// First: zod in the browser without its eval probe (lib/http/zod-browser.ts); the sign-in
// dialog may be the first island to parse with zod.
import '@/lib/http/zod-browser';
import * as z from 'zod';

export const SIGN_IN_ERROR_CODES = ['required', 'invalid_login', 'too_long'] as const;

const missing = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_login');

export const signInSchema = z.object({
  /** An e-mail or a phone number. */
  login: z.string({ error: missing }).trim().min(1, { error: 'required' }).min(3, { error: 'invalid_login' }).max(254, { error: 'too_long' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});

export type SignInInput = z.infer<typeof signInSchema>;
