import { isValidSlug } from './hosts';

/**
 * /profile in its clinic (docs/decisions.md, "Patient path"): a clinic's site on the platform
 * host links the account area as `/profile?site={slug}`; the proxy keeps that slug in this
 * cookie for the browser session, so every page of the area (its menu, a reload, the return
 * after a sign-in) wears the same clinic's header. The slug is only a wish: the layout looks it
 * up and an unknown one shows the platform. No personal data; HttpOnly, the server reads it.
 */
export const PROFILE_SITE_COOKIE = 'profile_site';
export const PROFILE_SITE_PARAM = 'site';

/**
 * What a /profile address says about its clinic: a slug (`?site=demo-clinic`), 'platform'
 * (`?site=` empty or not a slug: the visitor came from the platform, forget the clinic), or
 * null when the address has no `site` at all (keep what the cookie says).
 */
export function profileSiteOfQuery(search: string): string | 'platform' | null {
  const params = new URLSearchParams(search);
  if (!params.has(PROFILE_SITE_PARAM)) return null;
  const slug = params.get(PROFILE_SITE_PARAM)?.trim().toLowerCase() ?? '';
  return slug && isValidSlug(slug) ? slug : 'platform';
}

/** The account area's address on a clinic's site served by the platform host: `/kk/profile?site=demo-clinic`. */
export function profileLinkFromSite(profileHref: string, slug: string): string {
  return `${profileHref}?${PROFILE_SITE_PARAM}=${encodeURIComponent(slug)}`;
}
