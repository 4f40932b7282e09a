import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { requireUser } from '@/lib/auth/require-user';
import { companyToWire, companyWireSchema } from '@/lib/tenants/wire';
import { companyUpdateSchema } from './company-schemas';
import { updateCompanySettings } from './company-service';

const updateCompanyRoute = createRoute({
  method: 'post',
  path: '/api/w-front/{locale}/v1/business/user/company',
  tags: ['business'],
  summary: "Edit the company's settings (needs company.edit); sent as JSON or as a form",
  request: {
    params: pathParams({}),
    body: {
      content: {
        'application/json': { schema: companyUpdateSchema },
        'multipart/form-data': { schema: companyUpdateSchema },
      },
    },
  },
  responses: {
    200: jsonResponse('The updated company', z.object({ data: companyWireSchema })),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerBusinessCompanyRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(updateCompanyRoute, async (c) => {
    const user = await requireUser(c);
    const contentType = c.req.header('content-type') ?? '';
    const input = contentType.startsWith('multipart/form-data') ? c.req.valid('form') : c.req.valid('json');
    const company = await updateCompanySettings(user.id, input);
    return c.json({ data: companyToWire(company) }, 200);
  });
}
