import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { companyNotFound } from './api-site';
import { findCompanyByCode, findCompanyCode } from './queries';
import { companyToWire, companyWireSchema } from './wire';

const companyRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/company/{slug}',
  tags: ['company'],
  summary: 'Company record by slug (or by its custom host)',
  request: { params: pathParams({ slug: z.string().max(253) }) },
  responses: {
    200: jsonResponse('The company', z.object({ data: companyWireSchema })),
    ...errorResponses(401, 404),
  },
});

export function registerTenantRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(companyRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const code = await findCompanyCode(slug.toLowerCase());
    const company = code ? await findCompanyByCode(code) : null;
    if (!company) throw companyNotFound();
    return c.json({ data: companyToWire(company) }, 200);
  });
}
