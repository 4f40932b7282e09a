import { baseUrl, postJson } from './post-json';
import { TranslationFailedError, type TranslationProvider } from './provider';

/** Yandex Cloud Translate's API host; a test server via YANDEX_TRANSLATE_API_URL. */
export const YANDEX_TRANSLATE_DEFAULT_URL = 'https://translate.api.cloud.yandex.net';

export type YandexOptions = { apiKey: string; folderId?: string; apiUrl?: string };

/** The request Yandex documents (Translate API v2, translate): one POST of up to 10,000 characters in all. */
export function yandexRequest(options: YandexOptions, texts: string[], to: string, format: 'text' | 'html') {
  return {
    url: `${baseUrl(options.apiUrl, YANDEX_TRANSLATE_DEFAULT_URL)}/translate/v2/translate`,
    headers: { authorization: `Api-Key ${options.apiKey}` },
    body: {
      ...(options.folderId?.trim() ? { folderId: options.folderId.trim() } : {}),
      texts,
      sourceLanguageCode: 'ru',
      targetLanguageCode: to,
      format: format === 'html' ? 'HTML' : 'PLAIN_TEXT',
    },
  };
}

/**
 * Yandex Cloud Translate v2 (https://yandex.cloud/docs/translate/api-ref/Translation/translate):
 * answers `{ translations: [{ text, detectedLanguageCode? }] }` in the order of `texts`. An API key
 * of a service account needs no folderId; a user's IAM setup does (YANDEX_TRANSLATE_FOLDER_ID).
 */
export function yandexTranslator(options: YandexOptions): TranslationProvider {
  return {
    name: 'yandex',
    limits: { chars: 10_000, items: 100 },
    async translateBatch(texts, to, format) {
      const request = yandexRequest(options, texts, to, format);
      const answer = (await postJson('Yandex Translate', request.url, request.headers, request.body)) as { translations?: { text?: unknown }[] } | null;
      const translations = answer?.translations;
      if (!Array.isArray(translations) || translations.length !== texts.length || translations.some((item) => typeof item?.text !== 'string')) {
        throw new TranslationFailedError(`Yandex Translate answered ${Array.isArray(translations) ? translations.length : 'no'} translations for ${texts.length} texts`);
      }
      return translations.map((item) => item.text as string);
    },
  };
}
