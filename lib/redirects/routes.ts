import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, pathParams } from '@/lib/http/openapi';
import { companyNotFound } from '@/lib/tenants/api-site';
import { normalizeHost } from '@/lib/tenants/hosts';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { findRedirect } from './queries';
import { redirectTarget } from './target';

/** Longer paths are refused with 400 before any lookup. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

const redirectRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/redirect',
  tags: ['company'],
  summary: 'The redirect for a path, looked up on every navigation (SPEC 2.7)',
  description:
    '`path` is the path inside the company site (`/old-page`), or on the platform without `company`. ' +
    'An internal `to` comes with the locale prefix and the site base; `external: true` means a full page load. A clinic’s redirect to another site is external only on the clinic’s own domain ' +
    '(X-External-Domain); on the platform host `to` is the platform’s leaving page (`/{locale}/leaving?site=…&from=…`), which says where the link goes. `status` is the HTTP status to answer: 308 (permanent) or 307 (temporary).',
  request: {
    params: pathParams({}),
    query: z.object({
      company: z.string().min(1).max(64).optional().openapi({ description: 'COMPANY_CODE', example: 'DEMO' }),
      path: z.string().max(MAX_REDIRECT_PATH_LENGTH).startsWith('/', { message: 'The path must start with /' }).openapi({ example: '/old-page' }),
    }),
  },
  responses: {
    200: {
      description: 'Where to go',
      content: { 'application/json': { schema: z.object({ data: z.object({ to: z.string(), external: z.boolean(), status: z.union([z.literal(307), z.literal(308)]) }) }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function registerRedirectRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(redirectRoute, async (c) => {
    const { company: code, path } = c.req.valid('query');
    const company = code ? await findCompanyByCode(code) : null;
    if (code && !company) throw companyNotFound();
    const found = await findRedirect(company?.id ?? null, path);
    // Paths are root-relative when the caller runs on the company's own host (SPEC 2.4).
    const host = normalizeHost(c.req.header('x-external-domain'));
    const site = company ? { locale: c.get('locale'), companySlug: company.slug, isExternalHost: Boolean(host && company.domains.includes(host)) } : null;
    const target = found ? redirectTarget(found.toUrl, c.get('locale'), site, found.fromPath) : null;
    if (!found || !target) throw new HttpError(404, 'redirect_not_found', 'No redirect for this path');
    return c.json({ data: { ...target, status: found.status === 307 ? (307 as const) : (308 as const) } }, 200);
  });
}
