import { createTranslator } from 'use-intl/core';
import type { Locale } from './locales';
import { MESSAGES, type Messages } from './message-files';

/** A translator outside React rendering (API handlers, jobs, mail), over the same message files. */
export function translatorFor<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale] as Messages, namespace });
}
