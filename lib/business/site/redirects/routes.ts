import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { addRedirect, listCompanyRedirects, redirectToWire, removeRedirect } from './editor';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: redirects'];

const redirectWireSchema = z
  .object({ ID: z.number().int(), FROM_PATH: z.string(), TO_URL: z.string(), CREATED_AT: z.string().openapi({ description: 'ISO 8601 (UTC)' }) })
  .openapi('EditorRedirect');

export const redirectCreateSchema = z
  .strictObject(
    {
      from_path: z.string({ error: 'invalid_type' }).trim().min(1, 'required').max(500, 'too_long').openapi({ description: 'A path on the company’s site: /old-prices (no query); not a live page', example: '/old-prices' }),
      to_url: z.string({ error: 'invalid_type' }).trim().min(1, 'required').max(2000, 'too_long').openapi({ description: 'A site path (/materials/prices) or an absolute https URL', example: '/contacts' }),
      status: z
        .union([z.literal(307), z.literal(308)], { error: 'invalid' })
        .optional()
        .openapi({ description: '308 (permanent: search engines move the page’s ranking; the default) or 307 (temporary)', example: 308 }),
    },
    { error: 'invalid_type' },
  )
  .openapi('RedirectCreate');

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/redirects`,
  tags: TAGS,
  summary: "The company's redirects (company.edit), by from path",
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Redirects', z.object({ data: z.array(redirectWireSchema) })), ...errorResponses(401, 403) },
});

const createRoute_ = createRoute({
  method: 'post',
  path: `${WRITE}/redirects`,
  tags: TAGS,
  summary: 'Add a redirect (company.edit), followed on the next request',
  description:
    'Refused with the field named: a from path that is a live page of the site (redirect_shadows_page), one already redirected (redirect_exists), ' +
    'a target that comes back to the from path through the redirects (redirect_loop; compared decoded, without the locale prefix, /l/{slug} or the clinic’s own domain), ' +
    'a target neither a site path nor an https URL (redirect_target_invalid). At most 500 redirects a company (409 redirect_limit). The site answers with `status` (308 by default). ' +
    'An https target on another site is followed directly on the clinic’s own domain and through the platform’s leaving page on /l/{slug}. Audited as redirect.create.',
  middleware: cabinetGuard('company.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(redirectCreateSchema) },
  responses: { 201: jsonResponse('The redirect', z.object({ data: redirectWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/redirects/{id}`,
  tags: TAGS,
  summary: 'Remove a redirect (company.edit); audited as redirect.delete',
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Removed', okSchema), ...errorResponses(400, 401, 403, 404) },
});

export function registerRedirectEditorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => c.json({ data: (await listCompanyRedirects(c.get('member').company.id)).map(redirectToWire) }, 200));
  app.openapi(createRoute_, async (c) => c.json({ data: redirectToWire(await addRedirect(c.get('member'), c.req.valid('json'))) }, 201));
  app.openapi(deleteRoute, async (c) => {
    await removeRedirect(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
}
