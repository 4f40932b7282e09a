/**
 * The bodies of the account calls, checked by the profile pages' forms in the browser and again
 * by the API. Plain zod (no server code), so a client island can load it. Messages are stable
 * codes the pages show in the visitor's language (ProfileData.errors, ProfileSubscriptions.errors).
 */
import '@/lib/http/zod-browser';
import * as z from 'zod';

const missing = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');

/** Deleting the account: the current password confirms it. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: missing }).min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Subscribing to a clinic's news by its COMPANY_CODE. */
export const subscribeSchema = z.object({
  company_code: z.string({ error: missing }).trim().min(1, { error: 'required' }).max(64, { error: 'invalid' }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
