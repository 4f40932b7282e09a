import Cookies from 'js-cookie';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE_DAYS } from '@/lib/ui/constants';

/**
 * SPEC 4: the visitor's chosen language, read first by the proxy's locale detection.
 * Only the language switcher calls this (docs/decisions.md): visiting /kk does not.
 */
export function rememberLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
