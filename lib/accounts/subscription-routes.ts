import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { withLocalizedLimits } from '@/lib/auth/account-errors';
import { errorJson } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { spend } from '@/lib/security/rate-limit';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { accountError, accountText, jsonBodyIn, localizedValidation } from './errors';
import { subscribeSchema } from './schemas';
import { requireAccountUser } from './session';
import { listSubscriptions, subscribe, unsubscribe, unsubscribeByToken, UNSUBSCRIBE_TOKEN } from './subscriptions';

const SUBSCRIBES_PATH = '/api/front/{locale}/v1/user/subscribes';

const subscriptionSchema = z.object({ companyCode: z.string(), companyName: z.string(), siteUrl: z.string(), createdAt: z.string() }).openapi('NewsSubscription');
const stateSchema = (subscribed: boolean) => z.object({ data: z.object({ companyCode: z.string(), subscribed: z.literal(subscribed) }) });

const listRoute = createRoute({
  method: 'get',
  path: SUBSCRIBES_PATH,
  tags: ['user'],
  summary: "The patient's news subscriptions, newest first",
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('Subscriptions', z.object({ data: z.array(subscriptionSchema) })), ...errorResponses(401) },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: SUBSCRIBES_PATH,
  tags: ['user'],
  summary: "Subscribe to a clinic's news by its COMPANY_CODE (again: no change); the mails come to the account's e-mail",
  description: 'Subscribing and unsubscribing together: 30 an hour per account (429 with Retry-After).',
  request: { params: pathParams({}), body: jsonBody(subscribeSchema.openapi('Subscribe')) },
  responses: { 200: jsonResponse('Subscribed', stateSchema(true)), ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: `${SUBSCRIBES_PATH}/{companyCode}`,
  tags: ['user'],
  summary: "End the subscription to a clinic's news (none: no change)",
  description: 'Subscribing and unsubscribing together: 30 an hour per account (429 with Retry-After).',
  request: { params: pathParams({ companyCode: companyCodeParam }) },
  responses: { 200: jsonResponse('Not subscribed', stateSchema(false)), ...errorResponses(401, 403, 404, 429) },
});

const oneClickRoute = createRoute({
  method: 'post',
  path: '/api/news-unsubscribe/{locale}/{token}',
  tags: ['user'],
  summary: "The news e-mail's unsubscribe link: one-click POST (RFC 8058), and the unsubscribe page's button. No sign-in, no Basic authorization: the token is the key",
  description:
    'A mail program posts `List-Unsubscribe=One-Click` and gets 200 (404 for an unknown token). The page posts its form and is sent back to the page (303). ' +
    'GET does nothing here: link scanners that open links must not unsubscribe anyone.',
  request: { params: pathParams({ token: z.string().openapi({ description: '43 characters, base64url' }) }) },
  responses: {
    200: jsonResponse('Unsubscribed (one click)', z.object({ data: z.object({ unsubscribed: z.literal(true) }) })),
    303: { description: 'Back to the unsubscribe page, which says what happened' },
    ...errorResponses(404),
  },
});

/** One subscription change of the patient's (subscribe or unsubscribe), or a 429 in the caller's language. */
const limitSubscriptionChange = (locale: Locale, userId: number) => withLocalizedLimits(locale, () => spend('subscriptionChange', String(userId)));

export function registerSubscriptionRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const user = await requireAccountUser(c, 'ProfileSubscriptions');
    return c.json({ data: await listSubscriptions(user.id, c.get('locale')) }, 200);
  });

  app.use(SUBSCRIBES_PATH.replace('{locale}', ':locale'), async (c, next) => (c.req.method === 'POST' ? jsonBodyIn('ProfileSubscriptions')(c, next) : next()));
  app.openapi(
    subscribeRoute,
    async (c) => {
      const locale = c.get('locale');
      const user = await requireAccountUser(c, 'ProfileSubscriptions');
      await limitSubscriptionChange(locale, user.id);
      const { company_code: code } = c.req.valid('json');
      const company = await findCompanyByCode(code);
      if (!company) throw accountError(locale, 404, 'ProfileSubscriptions', 'company_not_found', 'company_code');
      if (!user.email) throw accountError(locale, 409, 'ProfileSubscriptions', 'email_required');
      await subscribe(user.id, company, locale);
      return c.json({ data: { companyCode: company.code, subscribed: true as const } }, 200);
    },
    localizedValidation('ProfileSubscriptions'),
  );

  app.openapi(
    unsubscribeRoute,
    async (c) => {
      const locale = c.get('locale');
      const user = await requireAccountUser(c, 'ProfileSubscriptions');
      await limitSubscriptionChange(locale, user.id);
      const company = await findCompanyByCode(c.req.valid('param').companyCode);
      if (!company) throw accountError(locale, 404, 'ProfileSubscriptions', 'company_not_found', 'companyCode');
      await unsubscribe(user.id, company.id);
      return c.json({ data: { companyCode: company.code, subscribed: false as const } }, 200);
    },
    localizedValidation('ProfileSubscriptions'),
  );

  // Outside the /api/{prefix}/ calls (a mail program sends no Basic authorization): its own small body limit.
  app.use('/api/news-unsubscribe/*', bodyLimit({ maxSize: 4096, onError: (c) => errorJson(c, 413, 'body_too_large', 'The request body is too large') }));
  app.openapi(oneClickRoute, async (c) => {
    const { locale: rawLocale, token } = c.req.valid('param');
    const locale = isLocale(rawLocale) ? rawLocale : 'ru';
    const body = await c.req.text().catch(() => '');
    const oneClick = /(^|&)List-Unsubscribe=One-Click(&|$)/.test(body);
    const done = UNSUBSCRIBE_TOKEN.test(token) && (await unsubscribeByToken(token));
    if (oneClick) {
      if (!done) return errorJson(c, 404, 'not_found', accountText(locale, 'ProfileSubscriptions', 'unsubscribePage.invalid'));
      return c.json({ data: { unsubscribed: true as const } }, 200);
    }
    const page = `${localePrefix(locale)}/unsubscribe/${UNSUBSCRIBE_TOKEN.test(token) ? token : 'invalid'}${done ? '?done=1' : ''}`;
    return c.redirect(page, 303);
  });
}
