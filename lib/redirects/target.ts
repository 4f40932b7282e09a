import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';

export type RedirectTarget = { to: string; external: boolean };

/**
 * A path that browsers could read as another host: '//evil.example' is protocol-relative, a
 * backslash counts as a slash ('/\evil.example' is '//evil.example'), and tabs and line
 * breaks are dropped ('/<tab>/evil.example'); so any backslash or control character is refused.
 */
const UNSAFE_PATH = /^\/\/|\\|\p{Cc}/u;

/**
 * Where the browser goes. An absolute http(s) URL is external (a full page load);
 * a path is inside the site and gets the locale prefix and, on a platform host, /l/{slug}:
 * '/contacts' -> '/kk/l/demo-clinic/contacts'. Anything else (javascript:, mailto:, a
 * protocol-relative or backslashed path) is refused.
 */
export function redirectTarget(toUrl: string, locale: Locale, site: SiteLinkContext | null): RedirectTarget | null {
  const value = toUrl.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      return { to: new URL(value).href, external: true };
    } catch {
      return null;
    }
  }
  if (!value.startsWith('/') || UNSAFE_PATH.test(value)) return null;
  if (site) return { to: siteLink({ ...site, locale }, value), external: false };
  return { to: localePrefix(locale) + (value === '/' && localePrefix(locale) ? '' : value), external: false };
}
