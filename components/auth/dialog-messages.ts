import type { Locale } from '@/lib/i18n/locales';

type Messages = typeof import('@/messages/ru.json');

/** One chunk per locale, fetched when the sign-in dialog first opens: pages carry none of its texts. */
const MESSAGE_FILES: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import('@/messages/ru.json'),
  kk: () => import('@/messages/kk.json') as Promise<{ default: Messages }>,
  uz: () => import('@/messages/uz.json') as Promise<{ default: Messages }>,
  en: () => import('@/messages/en.json') as Promise<{ default: Messages }>,
};

/** The messages the sign-in dialog loads with: sign-in, sign-up, restore, the account calls' error codes and the dialog's own. */
export async function loadAuthDialogMessages(locale: Locale): Promise<Record<string, unknown>> {
  const { Auth, SignUp, Restore, AccountErrors, Ui } = (await MESSAGE_FILES[locale]()).default;
  return { Auth, SignUp, Restore, AccountErrors, Ui };
}
