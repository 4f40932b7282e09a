import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { createSession, deleteSession, getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions';
import { withLocalizedLimits } from '@/lib/auth/account-errors';
import { clientIp } from '@/lib/http/client-ip';
import { errorJson } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, pathParams } from '@/lib/http/openapi';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { rateLimitAddress, spend } from '@/lib/security/rate-limit';
import { hostOrigin } from '@/lib/seo/urls';
import { normalizeHost } from '@/lib/tenants/hosts';
import { accountText } from './errors';
import { companyDomainOf, consumeHandoff, createHandoff, sameHostPath } from './handoff';
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
    'target: an http(s) URL on a registered company domain, else 400. Signed in: a one-time token (60 s) and 302 to the accept call on that domain; ' +
    'signed out: 302 to the target itself. 300 calls an hour per address, and 30 handoffs an hour per signed-in user (429 with Retry-After).',
  request: { params: pathParams({}), query: z.object({ target: z.string().optional().openapi({ example: 'https://demo-clinic.kz/news' }) }) },
  responses: { 302: redirect('To the accept call on the target host, or to the target'), ...errorResponses(400, 429) },
});

const acceptRoute = createRoute({
  method: 'get',
  path: ACCEPT_PATH,
  tags: ['user'],
  summary: "The clinic's domain takes a handoff token: once, within 60 s, on the host it was made for; sets this host's session cookies and goes to next",
  description: 'next: a path on this host (never another origin), else 400. An unknown, used or expired token: 302 to next, signed out.',
  request: {
    params: pathParams({}),
    query: z.object({ token: z.string().optional(), next: z.string().optional().openapi({ example: '/news' }) }),
  },
  responses: { 302: redirect('To next on this host'), ...errorResponses(400) },
});

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'ru');
const fieldError = (locale: Locale, code: string, field: string) => ({ code, message: accountText(locale, 'ProfileData', `handoff.${code}`), fields: { [field]: [code] } });

export function registerHandoffRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(startRoute, async (c) => {
    const locale = localeOf(c.req.valid('param').locale);
    await withLocalizedLimits(locale, () => spend('handoffAddress', rateLimitAddress(clientIp(c))));
    const { target } = c.req.valid('query');
    if (!target) {
      const error = fieldError(locale, 'target_required', 'target');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    const domain = await companyDomainOf(target);
    if (!domain) {
      const error = fieldError(locale, 'not_a_company_domain', 'target');
      return errorJson(c, 400, error.code, error.message, error.fields);
    }
    // Real domains are served over HTTPS; a *.localhost demo domain takes this server's scheme and port.
    const origin = hostOrigin(domain.host, new URL(c.req.url));
    const path = `${domain.url.pathname}${domain.url.search}${domain.url.hash}`;
    const user = await getSessionUser(getCookie(c, SESSION_COOKIE));
    if (!user || normalizeHost(c.req.header('host')) === domain.host) return c.redirect(`${origin}${path}`, 302);
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
    const host = normalizeHost(c.req.header('host'));
    const userId = host ? await consumeHandoff(token, host) : null;
    // A used or expired link still leads where it pointed, signed out.
    if (userId === null) return c.redirect(next, 302);
    // Session fixation: a session cookie this host already had is revoked, as at sign-in.
    await deleteSession(getCookie(c, SESSION_COOKIE));
    const session = await createSession(userId, c.req.header('user-agent'));
    setSessionCookies(c, session, new URL(c.req.url).protocol === 'https:');
    return c.redirect(next, 302);
  });
}
