import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';

export type RedirectTarget = { to: string; external: boolean };

/**
 * Where the browser goes. An absolute http(s) URL is external (a full page load);
 * a path is inside the site and gets the locale prefix and, on a platform host, /l/{slug}:
 * '/contacts' -> '/kk/l/demo-clinic/contacts'. Anything else (javascript:, mailto:) is refused.
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
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (site) return { to: siteLink({ ...site, locale }, value), external: false };
  return { to: localePrefix(locale) + (value === '/' && localePrefix(locale) ? '' : value), external: false };
}
