import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestHostOf } from '@/lib/auth/request-host';
import { createSession, deleteSession, getSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { withLocalizedLimits } from '@/lib/auth/account-errors';
import { clientIp } from '@/lib/http/client-ip';
import { errorJson, HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, pathParams } from '@/lib/http/openapi';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { rateLimitAddress, spend } from '@/lib/security/rate-limit';
import { hostOrigin } from '@/lib/seo/urls';
import { normalizeHost } from '@/lib/tenants/hosts';
import { accountText } from './errors';
import { companyDomainOf, consumeConfirmation, consumeHandoff, createConfirmation, createHandoff, sameHostPath } from './handoff';
import { HANDOFF_PAGE_HEADERS, handoffPageHtml } from './handoff-page';
import { PROOF_NONCE, provenServed, SERVED_PROOF_PATH, servedProof } from './served-proof';
import { pointsAtUs } from '@/lib/domains/points-at-us';
import { setSessionCookies } from './session';

export const HANDOFF_PATH = '/api/auth-handoff/{locale}';
const ACCEPT_PATH = `${HANDOFF_PATH}/accept`;

const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });

const startRoute = createRoute({
  method: 'get',
  path: HANDOFF_PATH,
  tags: ['user'],
  summary: "Open a clinic's own domain signed in: a plain link on the platform host (no Basic authorization: a browser follows it)",
  description:
    'target: an http(s) URL on a verified company domain, else 400. Only a top-level navigation: Sec-Fetch-Dest other than document or ' +
    'Sec-Fetch-Mode other than navigate is 403 navigation_required. The company must be online and the domain must answer our ' +
    'served-host proof (GET /api/served-proof), else 409 site_unavailable. A navigation from one of our own pages (Sec-Fetch-Site ' +
    'same-origin): signed in, a one-time token (60 s) and 302 to the accept call on that domain; signed out, 302 to the target. Any ' +
    'other (cross-site, typed, no Sec-Fetch headers): 200 with a page on the platform host that names the site; signed in, its ' +
    'button is this call again with confirm, a one-time nonce of this session. 300 calls an hour per address, and 30 handoffs an ' +
    'hour per signed-in user (429 with Retry-After).',
  request: {
    params: pathParams({}),
    query: z.object({
      target: z.string().optional().openapi({ example: 'https://demo-clinic.kz/news' }),
      confirm: z.string().optional().openapi({ description: "The confirmation page's one-time nonce" }),
    }),
  },
  responses: {
    200: { description: 'The confirmation page (signed in) or the page that says where the link leads (signed out)', content: { 'text/html': { schema: z.string() } } },
    302: redirect('To the accept call on the target host, or to the target'),
    ...errorResponses(400, 403, 409, 429),
  },
});

const acceptRoute = createRoute({
  method: 'get',
  path: ACCEPT_PATH,
  tags: ['user'],
  summary: "The clinic's domain takes a handoff token: once, within 60 s, on the host it was made for; sets this host's session cookies and goes to next",
  description:
    'next: a path on this host (never another origin), else 400. An unknown, used or expired token: 302 to next, signed out. ' +
    'The session it makes is bound to this host: no other host accepts it, and the business area refuses it.',
  request: {
    params: pathParams({}),
    query: z.object({ token: z.string().optional(), next: z.string().optional().openapi({ example: '/news' }) }),
  },
  responses: { 302: redirect('To next on this host'), ...errorResponses(400) },
});

const proofRoute = createRoute({
  method: 'get',
  path: SERVED_PROOF_PATH,
  tags: ['user'],
  summary: "Our instances' answer to the served-host proof: HMAC of this request's host and the nonce under the servers' secret (hex, text/plain)",
  request: { query: z.object({ nonce: z.string().optional().openapi({ description: '32 hex characters', example: '0123456789abcdef0123456789abcdef' }) }) },
  responses: { 200: { description: 'The proof', content: { 'text/plain': { schema: z.string() } } }, ...errorResponses(400) },
});

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'ru');
const fieldError = (locale: Locale, code: string, field: string) => ({ code, message: accountText(locale, 'ProfileData', `handoff.${code}`), fields: { [field]: [code] } });
const refusal = (locale: Locale, code: string) => ({ code, message: accountText(locale, 'ProfileData', `handoff.${code}`) });

/**
 * What kind of request this is (Fetch Metadata): `refused` when the browser says it is not a
 * top-level navigation (an image, a script, a fetch, a frame); `own` for a navigation from one of
 * our own pages; `other` for any other navigation and for a client that sends no such headers.
 */
function navigationOf(c: Context): 'refused' | 'own' | 'other' {
  const dest = c.req.header('sec-fetch-dest');
  const mode = c.req.header('sec-fetch-mode');
  if ((dest !== undefined && dest !== 'document') || (mode !== undefined && mode !== 'navigate')) return 'refused';
  return dest === 'document' && mode === 'navigate' && c.req.header('sec-fetch-site') === 'same-origin' ? 'own' : 'other';
}

const displayName = (user: { name: string; lastname: string; email: string | null; tel: string | null }) => [user.name, user.lastname].filter(Boolean).join(' ') || user.email || user.tel || '';

export function registerHandoffRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(startRoute, async (c) => {
    const locale = localeOf(c.req.valid('param').locale);
    await withLocalizedLimits(locale, () => spend('handoffAddress', rateLimitAddress(clientIp(c))));
    const { target, confirm } = c.req.valid('query');
    if (!target) {
      const error = fieldError(locale, 'target_required', 'target');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    const domain = await companyDomainOf(target);
    if (!domain) {
      const error = fieldError(locale, 'not_a_company_domain', 'target');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    const navigation = navigationOf(c);
    if (navigation === 'refused') {
      const error = refusal(locale, 'navigation_required');
      return errorJson(c, 403, error.code, error.message);
    }
    // Real domains are served over HTTPS; a *.localhost demo domain takes this server's scheme and port.
    const origin = hostOrigin(domain.host, new URL(c.req.url));
    const path = `${domain.url.pathname}${domain.url.search}${domain.url.hash}`;
    const requestHost = normalizeHost(requestHostOf(c));
    if (requestHost === domain.host) return c.redirect(`${origin}${path}`, 302);
    // A closing or offline clinic's domain, one whose DNS leads elsewhere than our ingress (when the
    // deployment names it), or one that does not answer as our instances do: no token, no redirect.
    if (!domain.online || (await pointsAtUs(domain.host)) === false || !(await provenServed(origin))) {
      const error = refusal(locale, 'site_unavailable');
      return errorJson(c, 409, error.code, error.message);
    }
    // Only a platform session travels: one bound to a clinic's domain is no one here.
    const session = await getSession(getCookie(c, SESSION_COOKIE), requestHostOf(c));
    const user = session && session.host === null ? session.user : null;
    const site = c.req.header('sec-fetch-site');
    if (!user) {
      if (navigation === 'own') return c.redirect(`${origin}${path}`, 302);
      return c.body(handoffPageHtml({ kind: 'leaving', locale, host: domain.host, url: `${origin}${path}` }), 200, HANDOFF_PAGE_HEADERS);
    }
    const confirmed = navigation === 'own' || (confirm !== undefined && (site === undefined || site === 'same-origin') && (await consumeConfirmation(confirm, session!.sessionId, domain.host)));
    if (!confirmed) {
      const nonce = await createConfirmation(session!.sessionId, domain.host);
      const confirmHref = `${HANDOFF_PATH.replace('{locale}', locale)}?${new URLSearchParams({ target, confirm: nonce })}`;
      return c.body(handoffPageHtml({ kind: 'confirm', locale, host: domain.host, url: `${origin}${path}`, confirmHref, userName: displayName(user) }), 200, HANDOFF_PAGE_HEADERS);
    }
    await withLocalizedLimits(locale, () => spend('handoffUser', String(user.id)));
    const token = await createHandoff(user.id, domain.host);
    const accept = `${origin}${ACCEPT_PATH.replace('{locale}', locale)}?${new URLSearchParams({ token, next: path })}`;
    c.header('referrer-policy', 'no-referrer');
    return c.redirect(accept, 302);
  });

  app.openapi(acceptRoute, async (c) => {
    const locale = localeOf(c.req.valid('param').locale);
    const { token, next: rawNext } = c.req.valid('query');
    const next = sameHostPath(rawNext ?? '/');
    if (!next) {
      const error = fieldError(locale, 'invalid_next', 'next');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    if (!token || token.length > 100) {
      const error = fieldError(locale, 'invalid_token', 'token');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    c.header('referrer-policy', 'no-referrer');
    const host = normalizeHost(requestHostOf(c));
    const userId = host ? await consumeHandoff(token, host) : null;
    // A used or expired link still leads where it pointed, signed out.
    if (userId === null || !host) return c.redirect(next, 302);
    // Session fixation: a session cookie this host already had is revoked, as at sign-in.
    await deleteSession(getCookie(c, SESSION_COOKIE));
    // This host's session only (issue 27): no other host, and not the business area.
    const session = await createSession(userId, c.req.header('user-agent'), host);
    setSessionCookies(c, session, new URL(c.req.url).protocol === 'https:');
    return c.redirect(next, 302);
  });

  app.openapi(proofRoute, async (c) => {
    const { nonce } = c.req.valid('query');
    const host = normalizeHost(requestHostOf(c));
    if (!nonce || !PROOF_NONCE.test(nonce) || !host) throw new HttpError(400, 'invalid_nonce', 'nonce: 32 hex characters', { nonce: ['invalid_nonce'] });
    return c.text(servedProof(host, nonce), 200, { 'cache-control': 'no-store' });
  });
}
