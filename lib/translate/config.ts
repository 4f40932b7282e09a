import { logger } from '@/lib/log';
import { googleTranslator } from './google';
import type { TranslationProvider } from './provider';
import { yandexTranslator } from './yandex';

let warned = '';

function warnOnce(message: string) {
  if (warned === message) return;
  warned = message;
  logger.warn(message);
}

/**
 * The provider the environment names, or null: machine drafts are then absent (no button, the
 * API answers 404 translation_not_configured). TRANSLATION_PROVIDER=yandex needs
 * YANDEX_TRANSLATE_API_KEY (YANDEX_TRANSLATE_FOLDER_ID with a user's key); =google needs
 * GOOGLE_TRANSLATE_API_KEY. Unlike SMS a missing key does not stop the server: the feature is
 * optional, so it is logged once and left off. Read on every call (tests and operators switch
 * without a restart).
 */
export function translationProvider(): TranslationProvider | null {
  const name = process.env.TRANSLATION_PROVIDER?.trim().toLowerCase();
  if (!name) return null;
  if (name === 'yandex') {
    const apiKey = process.env.YANDEX_TRANSLATE_API_KEY?.trim();
    if (apiKey) return yandexTranslator({ apiKey, folderId: process.env.YANDEX_TRANSLATE_FOLDER_ID, apiUrl: process.env.YANDEX_TRANSLATE_API_URL });
    warnOnce('TRANSLATION_PROVIDER=yandex needs YANDEX_TRANSLATE_API_KEY: machine drafts are off');
    return null;
  }
  if (name === 'google') {
    const apiKey = process.env.GOOGLE_TRANSLATE_API_KEY?.trim();
    if (apiKey) return googleTranslator({ apiKey, apiUrl: process.env.GOOGLE_TRANSLATE_API_URL });
    warnOnce('TRANSLATION_PROVIDER=google needs GOOGLE_TRANSLATE_API_KEY: machine drafts are off');
    return null;
  }
  warnOnce(`Unknown TRANSLATION_PROVIDER: ${name.slice(0, 32)} (use yandex or google, or leave it unset): machine drafts are off`);
  return null;
}

/** Whether machine drafts are offered: the server pages pass it to the editors. */
export function isTranslationConfigured(): boolean {
  return translationProvider() !== null;
}
