import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** Accept-Language entries by quality, highest first: `kk-KZ,ru;q=0.8` -> [kk, ru]. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.language && entry.language !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * SPEC 4 "Locale choice": the locale cookie, then the browser languages, then ru —
 * limited to the locales the company offers (SPEC 2.1). A cookie naming a locale this
 * company does not offer (kk, chosen on another clinic's site) falls through to the browser
 * languages, as a missing cookie would.
 */
export function detectLocale(options: { cookie: string | undefined; acceptLanguage: string | null; offered: readonly Locale[] }): Locale {
  const { cookie, acceptLanguage, offered } = options;
  if (isLocale(cookie) && offered.includes(cookie)) return cookie;
  for (const language of acceptedLanguages(acceptLanguage)) {
    if (isLocale(language) && offered.includes(language)) return language;
  }
  return DEFAULT_LOCALE;
}
