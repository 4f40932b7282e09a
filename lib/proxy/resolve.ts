import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { isExternalHost, isValidSlug, normalizeHost, platformHosts } from '@/lib/tenants/hosts';
import type { TenantSummary } from '@/lib/tenants/types';
import { hostOrigin } from '@/lib/seo/urls';
import { isBotUserAgent } from './bots';
import { detectLocale } from './detect-locale';
import { notFoundMessage } from './not-found';
import { parseLandingPath, parseVisiblePath, withLocalePrefix } from './visible-path';

/** Longer paths are refused before any lookup. */
export const MAX_PATH_LENGTH = 2048;

/** Files at a site's root that no visitor reads in a language. */
const LOCALE_NEUTRAL_FILES = new Set(['robots.txt', 'sitemap.xml']);

/** The internal site param for an unknown company: no slug or host looks like it, so the site layout 404s. */
export const UNKNOWN_SITE = '_unknown';

export type ProxyRequest = {
  host: string | null;
  pathname: string;
  /** The query string with its '?', if any: a bot's 404 names the full path. */
  search?: string;
  cookieLocale: string | undefined;
  acceptLanguage: string | null;
  userAgent: string | null;
  platformHosts?: string[];
  lookup: (kind: 'slug' | 'host', key: string) => Promise<TenantSummary | null>;
};

export type ProxyDecision =
  | { kind: 'rewrite'; path: string; locale: Locale; tenant: TenantSummary | null; isExternalHost: boolean }
  | { kind: 'redirect'; path: string; status: 307 | 308 }
  /** To another host: a /l/{slug} address of a company with a primary domain (docs/decisions.md "Custom domains"). */
  | { kind: 'redirect-host'; url: string; status: 308 }
  /** The company's site is offline or closing: the offline page in the visitor's language (lib/proxy/offline.ts). */
  | { kind: 'offline'; locale: Locale }
  | { kind: 'plain'; status: 400 | 404; body: string };

type LocaleStep = { kind: 'redirect'; path: string; status: 307 } | { kind: 'rewrite'; locale: Locale; path: string };

/** Redirects an unprefixed URL to the detected locale (SPEC 4), or names the internal route. */
function localeStep(rest: string, prefixLocale: Locale | null, offered: readonly Locale[], req: ProxyRequest, internal: (l: Locale) => string): LocaleStep {
  if (prefixLocale && !offered.includes(prefixLocale)) {
    // A locale the company does not offer: the same page in Russian.
    return { kind: 'redirect', path: withLocalePrefix(DEFAULT_LOCALE, rest), status: 307 };
  }
  // Crawler files are the same in every locale: no redirect by cookie or browser language.
  if (!prefixLocale && !LOCALE_NEUTRAL_FILES.has(rest.split('/').pop() ?? '')) {
    const detected = detectLocale({ cookie: req.cookieLocale, acceptLanguage: req.acceptLanguage, offered });
    if (detected !== DEFAULT_LOCALE) return { kind: 'redirect', path: withLocalePrefix(detected, rest), status: 307 };
  }
  const locale = prefixLocale ?? DEFAULT_LOCALE;
  return { kind: 'rewrite', locale, path: internal(locale) };
}

/** The patient's account area (`/profile`, `/profile/contacts` …), the same on every host. */
export function isProfilePath(rest: string): boolean {
  return rest === '/profile' || rest.startsWith('/profile/');
}

/** The visible path and query of an account-area or business-area request (`/kk/profile/contacts`, `/pro/join?company=DEMO`), set by the proxy for the page's sign-in. */
export const PROFILE_PATH_HEADER = 'x-profile-path';

/** The internal route of the account area or the business area: `/kk/profile/contacts`, `/ru/pro/DEMO/0` (never under a site). */
const PROFILE_ROUTE = /^\/(?:ru|kk|uz|en)\/(?:profile|pro)(?:\/|$)/;
/** The path of PROFILE_PATH_HEADER's value, without its query. */
export const visiblePathOnly = (value: string | null): string | null => (value === null ? null : value.split('?', 1)[0]);
export const isProfileRoute = (internalPath: string) => PROFILE_ROUTE.test(internalPath);

/**
 * Host + visible path -> one internal route (DESIGN "Request flow").
 *   localhost/kk/l/demo-clinic/about      -> /kk/l/demo-clinic/about
 *   demo-clinic.localhost/kk/about        -> /kk/l/demo-clinic.localhost/about
 *   demo-clinic.localhost/kk/profile      -> /kk/profile (the account area, not the clinic's site)
 *   localhost/                            -> /ru (the platform home)
 */
export async function resolveRequest(req: ProxyRequest): Promise<ProxyDecision> {
  if (req.pathname.length > MAX_PATH_LENGTH) return { kind: 'plain', status: 400, body: 'Bad Request: the path is too long' };
  const host = normalizeHost(req.host);
  if (!host) return { kind: 'plain', status: 400, body: 'Bad Request: invalid Host header' };

  const { prefixLocale, rest } = parseVisiblePath(req.pathname);
  if (prefixLocale === DEFAULT_LOCALE) return { kind: 'redirect', path: rest, status: 308 };

  const external = isExternalHost(host, req.platformHosts ?? platformHosts());
  let site: string;
  let sitePath: string;
  if (external) {
    site = host;
    sitePath = rest;
  } else {
    const landing = parseLandingPath(rest);
    if (!landing) {
      const step = localeStep(rest, prefixLocale, LOCALES, req, (l) => (rest === '/' ? `/${l}` : `/${l}${rest}`));
      return step.kind === 'redirect' ? step : { ...step, tenant: null, isExternalHost: false };
    }
    site = landing.slug;
    sitePath = landing.sitePath;
  }

  const tenant = external || isValidSlug(site) ? await req.lookup(external ? 'host' : 'slug', site) : null;
  // The account area on a clinic's own domain: the platform's pages in the clinic's languages.
  if (tenant && external && isProfilePath(rest)) {
    const step = localeStep(rest, prefixLocale, tenant.locales, req, (l) => `/${l}${rest}`);
    return step.kind === 'redirect' ? step : { ...step, tenant, isExternalHost: true };
  }
  if (!tenant) {
    // SPEC 2.8 and 8: no error page for a crawler, only the status and the SPEC 8 message.
    if (isBotUserAgent(req.userAgent)) return { kind: 'plain', status: 404, body: notFoundMessage(req.pathname + (req.search ?? '')) };
    const locale = prefixLocale ?? DEFAULT_LOCALE;
    return { kind: 'rewrite', path: `/${locale}/l/${UNKNOWN_SITE}`, locale, tenant: null, isExternalHost: external };
  }
  // An offline or closing clinic: every public address of its site answers the offline page.
  if (tenant.status && tenant.status !== 'online') {
    // The page is the platform's text: in the visitor's language even where the clinic does not offer it.
    const locale = prefixLocale ?? detectLocale({ cookie: req.cookieLocale, acceptLanguage: req.acceptLanguage, offered: LOCALES });
    return { kind: 'offline', locale };
  }
  // The platform's copy of a clinic with a primary domain: the same page there, for good.
  if (!external && tenant.primaryHost) {
    return { kind: 'redirect-host', url: `${hostOrigin(tenant.primaryHost)}${prefixLocale ? withLocalePrefix(prefixLocale, sitePath) : sitePath}${req.search ?? ''}`, status: 308 };
  }
  const tail = sitePath === '/' ? '' : sitePath;
  const step = localeStep(rest, prefixLocale, tenant.locales, req, (l) => `/${l}/l/${encodeURIComponent(site)}${tail}`);
  return step.kind === 'redirect' ? step : { ...step, tenant, isExternalHost: external };
}
