import { MESSAGES } from '@/lib/i18n/message-files';
import type { Locale } from '@/lib/i18n/locales';

/** The messages the sign-in dialog loads with: sign-in, sign-up, restore, the account calls' error codes and the dialog's own. */
export function authDialogMessages(locale: Locale): Record<string, unknown> {
  const { Auth, SignUp, Restore, AccountErrors, Ui } = MESSAGES[locale];
  return { Auth, SignUp, Restore, AccountErrors, Ui };
}
