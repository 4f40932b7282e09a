import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export type VisiblePath = {
  /** The locale named by the prefix; null when the path has none (Russian, or detection). */
  prefixLocale: Locale | null;
  /** The path after the prefix, always starting with `/`. */
  rest: string;
};

/**
 * Splits an optional locale prefix off the visible path.
 * `/kk/l/demo-clinic/about` -> kk + `/l/demo-clinic/about`; `/about` -> null + `/about`.
 * `/ru/...` is parsed too: ru has no prefix, so the proxy redirects it to the bare path.
 */
export function parseVisiblePath(pathname: string): VisiblePath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { prefixLocale: match[1], rest: match[2] || '/' };
  return { prefixLocale: null, rest: pathname || '/' };
}

/** `/l/{slug}/rest` on a platform host: the slug and the path inside the site. */
export function parseLandingPath(rest: string): { slug: string; sitePath: string } | null {
  const match = /^\/l\/([^/]+)(\/.*)?$/.exec(rest);
  if (!match) return null;
  return { slug: decodeURIComponentSafe(match[1]), sitePath: match[2] ?? '/' };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The visible path for a locale: no prefix for ru. */
export function withLocalePrefix(locale: Locale, rest: string): string {
  if (locale === DEFAULT_LOCALE) return rest || '/';
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}
