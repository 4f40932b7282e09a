import { domainToASCII } from 'node:url';
import { LOCALES } from '@/lib/i18n/locales';
import { normalizeHost, platformHosts } from '@/lib/tenants/hosts';
import { publicBaseUrl } from '@/lib/seo/urls';
import { redirectPathCandidates } from '@/lib/redirects/queries';

/** Where a clinic's site answers: its slug (under /l/{slug} on the platform's hosts) and its own domains. */
export type SiteHosts = { slug: string; domains: readonly string[]; platform?: readonly string[] };

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);
/** The path without its locale prefix (`/kk/about` -> `/about`), as the proxy reads it. */
const withoutLocale = (path: string) => path.replace(LOCALE_PREFIX, '') || '/';

function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A from path as the router looks it up: decoded once, without query, hash or trailing slash (no locale prefix to drop: the path is inside the site). */
export const fromKey = (path: string) => redirectPathCandidates(decodeOnce(redirectPathCandidates(path.trim())[0])).at(-1)!;

/**
 * The site page a redirect's target names, as the router reaches it, for the loop
 * check (issue 27): null for another site. A URL on the clinic's own domain, or on the platform's
 * host under /l/{slug}, is that page; percent-encoding is decoded (as the router decodes it once:
 * `/%6Fld` is `/old`), the locale prefix and /l/{slug} dropped, query, hash and trailing slash too.
 * Letter case is kept: the router tells `/Old` from `/old`.
 *   loopKey('https://clinic.kz/kk/old/', site) -> '/old'
 *   loopKey('/l/demo/%6Fld', site)            -> '/old'
 */
export function loopKey(value: string, site: SiteHosts): string | null {
  let path = value.trim();
  let onPlatform = false;
  if (/^https?:\/\//i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    const host = normalizeHost(domainToASCII(url.hostname) || url.hostname);
    const platform = new Set([...(site.platform ?? platformHosts()), publicBaseUrl().hostname]);
    if (host && site.domains.includes(host)) path = url.pathname;
    else if (host && platform.has(host)) {
      path = url.pathname;
      onPlatform = true;
    } else return null;
  }
  if (!path.startsWith('/')) return null;
  path = decodeOnce(redirectPathCandidates(path)[0]);
  let rest = withoutLocale(path);
  const landing = /^\/l\/([^/]+)(\/.*)?$/.exec(rest);
  if (landing) {
    // Another clinic's page on the platform is another site.
    if (landing[1] !== site.slug) return null;
    rest = withoutLocale(landing[2] ?? '/');
  } else if (onPlatform) {
    // A platform page that is no clinic's site.
    return null;
  }
  return redirectPathCandidates(rest).at(-1)!;
}
