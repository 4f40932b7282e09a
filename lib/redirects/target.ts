import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';

export type RedirectTarget = { to: string; external: boolean };

/** The platform's page that says where a clinic's external redirect leads (app/[locale]/leaving): the clinic's slug and the redirect's from path. */
export const leavingLink = (locale: Locale, slug: string, from: string) => `${localePrefix(locale)}/leaving?site=${encodeURIComponent(slug)}&from=${encodeURIComponent(from)}`;

/**
 * A path that browsers could read as another host: '//evil.example' is protocol-relative, a
 * backslash counts as a slash ('/\evil.example' is '//evil.example'), and tabs and line
 * breaks are dropped ('/<tab>/evil.example'); so any backslash or control character is refused.
 */
const UNSAFE_PATH = /^\/\/|\\|\p{Cc}/u;

/**
 * Where the browser goes. An absolute http(s) URL is external (a full page load) — on the
 * clinic's own domain; on the platform host (`/l/{slug}`) a clinic's redirect to another site
 * goes through the platform's leaving page (leavingLink, given `from`, the redirect's from path),
 * so the platform's address never sends a visitor elsewhere unannounced. A path is inside the
 * site and gets the locale prefix and, on a platform host, /l/{slug}:
 * '/contacts' -> '/kk/l/demo-clinic/contacts'. Anything else (javascript:, mailto:, a
 * protocol-relative or backslashed path) is refused.
 */
export function redirectTarget(toUrl: string, locale: Locale, site: SiteLinkContext | null, from?: string): RedirectTarget | null {
  const value = toUrl.trim();
  if (/^https?:\/\//i.test(value)) {
    let href: string;
    try {
      href = new URL(value).href;
    } catch {
      return null;
    }
    if (site && !site.isExternalHost) return from === undefined ? null : { to: leavingLink(locale, site.companySlug, from), external: false };
    return { to: href, external: true };
  }
  if (!value.startsWith('/') || UNSAFE_PATH.test(value)) return null;
  if (site) return { to: siteLink({ ...site, locale }, value), external: false };
  return { to: localePrefix(locale) + (value === '/' && localePrefix(locale) ? '' : value), external: false };
}
