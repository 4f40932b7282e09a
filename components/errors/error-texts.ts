import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

export type ErrorVariant = 'network' | 'server' | 'common';


/** SPEC 2.8: a network failure, a 500, or any other code (a generic title). */
export function errorVariant(error: Error | undefined, status: number | undefined, online: boolean): ErrorVariant {
  if (!online || (error && /network|failed to fetch|load failed/i.test(error.message))) return 'network';
  if (status === undefined || status === 500) return 'server';
  return 'common';
}

/** The texts of the errors:network:*, errors:common:* keys of SPEC 8, from the message files. */
export function errorTexts(locale: Locale, variant: ErrorVariant) {
  const messages = MESSAGES[locale].Errors;
  const head = variant === 'network' ? messages.network : variant === 'server' ? messages.server : { title: messages.common.title, description: '' };
  return { ...head, reloadPage: messages.common.reloadPage, returnToMain: messages.common.returnToMain, status: messages.common.status };
}
