import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { ERROR_TEXTS_ID } from './error-texts';

/** Embeds the locale's Errors texts in the page for the client error boundaries (a few hundred bytes). */
export function ErrorTextsScript({ locale }: { locale: Locale }) {
  const json = JSON.stringify(MESSAGES[locale].Errors).replace(/</g, '\\u003c');
  return <script id={ERROR_TEXTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
