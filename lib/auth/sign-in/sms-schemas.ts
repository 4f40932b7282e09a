// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from 'zod';
import { codeField, telField } from '../account-schemas';

/**
 * Sign-in by an SMS code alone (issue 30): the phone, then the phone and the code. Plain zod,
 * loadable by the sign-in dialog's form; the field codes are the account calls' (AccountErrors).
 */
export const smsSignInSchema = z.object({ tel: telField }, { error: 'invalid_type' });
export const smsSignInConfirmSchema = z.object({ tel: telField, code: codeField }, { error: 'invalid_type' });
export type SmsSignInInput = z.input<typeof smsSignInSchema>;
