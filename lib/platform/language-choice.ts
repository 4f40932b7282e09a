import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localePrefix, type Locale } from '@/lib/i18n/locales';
import { clinicSearchQuery, parseClinicSearch, platformHomeHref, type ClinicSearch } from './search-params';

/**
 * The platform home's language switch without a script: a plain link to
 * `/kk/language/ru?q=Демо` remembers the choice in the locale cookie, then 303s to `/?q=Демо`.
 * A bare link to `/` would not do: SPEC 4 sends an unprefixed address to the cookie's or the
 * browser's language, so a visitor whose browser speaks Kazakh could never reach Russian.
 */
export function languageChoiceHref(current: Locale, choice: Locale, search: ClinicSearch): string {
  return `${localePrefix(current)}/language/${choice}${clinicSearchQuery(search)}`;
}

/** The answer to a language choice: the cookie (as the sites' switcher sets it) and the home in that language, with its search. */
export function languageChoiceResponse(url: URL, choice: string): Response {
  if (!isLocale(choice)) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const search = parseClinicSearch(Object.fromEntries(url.searchParams));
  const cookie = [`${LOCALE_COOKIE}=${choice}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, 'SameSite=Lax', ...(url.protocol === 'https:' ? ['Secure'] : [])].join('; ');
  // A relative Location: behind the front door the request's own URL may name an inner host.
  return new Response(null, {
    status: 303,
    headers: { location: platformHomeHref(choice, search), 'set-cookie': cookie, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}
