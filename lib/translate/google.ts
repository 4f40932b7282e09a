import { baseUrl, postJson } from './post-json';
import { TranslationFailedError, type TranslationProvider } from './provider';

/** Google Cloud Translation's API host; a test server via GOOGLE_TRANSLATE_API_URL. */
export const GOOGLE_TRANSLATE_DEFAULT_URL = 'https://translation.googleapis.com';

export type GoogleOptions = { apiKey: string; apiUrl?: string };

/** The request Google documents (Translation v2 basic, translate): the key in the query, `q` as an array (at most 128). */
export function googleRequest(options: GoogleOptions, texts: string[], to: string, format: 'text' | 'html') {
  const url = new URL(`${baseUrl(options.apiUrl, GOOGLE_TRANSLATE_DEFAULT_URL)}/language/translate/v2`);
  url.searchParams.set('key', options.apiKey);
  return { url: url.toString(), headers: {}, body: { q: texts, source: 'ru', target: to, format } };
}

/** Google answers HTML entities in `text` format too (&#39;, &quot;): a plain field gets them back as characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|quot|amp|lt|gt|apos);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" } as Record<string, string>)[lower] ?? entity;
  });
}

/**
 * Google Cloud Translation v2 basic (https://cloud.google.com/translate/docs/reference/rest/v2/translate):
 * answers `{ data: { translations: [{ translatedText }] } }` in the order of `q`. Google advises at
 * most 5,000 characters a request and 128 texts.
 */
export function googleTranslator(options: GoogleOptions): TranslationProvider {
  return {
    name: 'google',
    limits: { chars: 5_000, items: 128 },
    async translateBatch(texts, to, format) {
      const request = googleRequest(options, texts, to, format);
      const answer = (await postJson('Google Translation', request.url, request.headers, request.body)) as { data?: { translations?: { translatedText?: unknown }[] } } | null;
      const translations = answer?.data?.translations;
      if (!Array.isArray(translations) || translations.length !== texts.length || translations.some((item) => typeof item?.translatedText !== 'string')) {
        throw new TranslationFailedError(`Google Translation answered ${Array.isArray(translations) ? translations.length : 'no'} translations for ${texts.length} texts`);
      }
      return translations.map((item) => (format === 'text' ? decodeEntities(item.translatedText as string) : (item.translatedText as string)));
    },
  };
}
