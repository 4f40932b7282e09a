// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import {
  changePasswordSchema,
  confirmEmailSchema,
  confirmPhoneSchema,
  confirmRegistrationSchema,
  currentPasswordField,
  restorePasswordSchema,
} from '@/lib/auth/account-schemas';

/**
 * The account forms' schemas: the server's own (lib/auth/account-schemas.ts), or shapes cut
 * from them where a form shows only part of a body, so the browser checks every field by the
 * rules the API checks it by. Loaded with zod on a form's first focus (the form kit).
 */
export { changeInformationSchema, registerEmailSchema, registerPhoneSchema, restoreSchema } from '@/lib/auth/account-schemas';

/** The code step: the code alone (the address it went to is the step's, not the visitor's). */
export const codeFormSchema = confirmRegistrationSchema.pick({ code: true });

/** Restore's second step: the code and the new password; the login is the first step's. */
export const newPasswordFormSchema = restorePasswordSchema.omit({ login: true });

/** A new e-mail or phone for the account: the confirmation call's field, required here. */
export const newEmailFormSchema = confirmEmailSchema.pick({ email: true }).required();
export const newPhoneFormSchema = confirmPhoneSchema.pick({ tel: true }).required();

/** The password change with the new password typed twice; only `password` and `new_password` are sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ repeat: currentPasswordField })
  .refine((body) => body.new_password === body.repeat, { path: ['repeat'], message: 'mismatch' })
  .transform(({ password, new_password }) => ({ password, new_password }));
