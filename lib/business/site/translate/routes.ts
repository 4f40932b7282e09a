import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { cabinetParams } from '../../wire';
import { translateDraftSchema, translateDraftWireSchema } from './schemas';
import { requireDraftPermission, requireProvider, translateDraft } from './service';

const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';

/** After the guard, before the body is read: the member's permission, then whether the feature exists at all. */
const draftGate: MiddlewareHandler<BusinessEnv> = async (c, next) => {
  requireDraftPermission(c.get('member'));
  requireProvider();
  await next();
};

const translateDraftRoute = createRoute({
  method: 'post',
  path: `${WRITE}/translate-draft`,
  tags: ['business: site'],
  summary: 'Machine-translated drafts of Russian texts into kk, uz or en (content.edit or specialists.edit); nothing is saved',
  description:
    'Only when the server has a provider configured (TRANSLATION_PROVIDER: Yandex Cloud Translate or Google Cloud Translation); otherwise 404 translation_not_configured. ' +
    '`to` must be a language the site offers (to: locale_not_offered). Plain texts and rich texts (translated text node by text node, marks and structure kept) in one call, at most 50,000 characters in all. ' +
    'The provider not answering, timing out or refusing: 502 translation_failed. At most RATE_LIMIT_TRANSLATE_PER_HOUR (60) calls per company an hour (429 rate_limited).',
  middleware: [...cabinetGuard(null, { json: true }), draftGate as MiddlewareHandler],
  request: { params: cabinetParams, body: jsonBody(translateDraftSchema) },
  responses: { 200: jsonResponse('The drafts', z.object({ data: translateDraftWireSchema })), ...errorResponses(400, 401, 403, 404, 415, 429, 502) },
});

export function registerTranslateDraftRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(translateDraftRoute, async (c) => c.json({ data: await translateDraft(c.get('member'), c.req.valid('json')) }, 200));
}
