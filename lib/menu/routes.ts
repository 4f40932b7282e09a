import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyParams, errorResponses, jsonResponse } from '@/lib/http/openapi';
import { translatorFor } from '@/lib/i18n/messages';
import { resolveApiSite } from '@/lib/tenants/api-site';
import { listMenuItems } from './queries';
import { composeCompanyMenu } from './service';
import { menuEntryWireSchema, menuToWire } from './wire';

const menuRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/landing/menu/{code}',
  tags: ['company'],
  summary: 'Landing menu links of a company (SPEC 2.5 rules applied)',
  request: { params: companyParams },
  responses: {
    200: jsonResponse('The menu, a leading Home entry first', z.object({ COMPANY_CODE: z.string(), links: z.array(menuEntryWireSchema) })),
    ...errorResponses(400, 401, 404),
  },
});

export function registerMenuRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(menuRoute, async (c) => {
    // Links are root-relative when the caller runs on the company's own host (SPEC 2.4).
    const { company, locale, links } = await resolveApiSite(c, c.req.valid('param').code);
    const { menu } = composeCompanyMenu(company, await listMenuItems(company.id), links, translatorFor(locale, 'Common')('home'));
    return c.json({ COMPANY_CODE: company.code, links: menuToWire(menu) }, 200);
  });
}
