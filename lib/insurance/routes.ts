import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { clientIp } from '@/lib/http/client-ip';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyParams, errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { limitFormByAddress, limitFormByCompany } from '@/lib/security/rate-limit';
import { requireOfferingCompany } from '@/lib/tenants/api-site';
import { osmsStatusAnswerSchema, osmsStatusRequestSchema } from './schemas';
import { checkOsmsStatus } from './service';

const OSMS_STATUS_PATH = '/api/front/{locale}/v1/company/{code}/insurance/osms-status';

const osmsStatusRoute = createRoute({
  method: 'post',
  path: OSMS_STATUS_PATH,
  tags: ['insurance'],
  summary: "A patient's OSMS (compulsory social health insurance) status by IIN, from the provider this site is configured with",
  description:
    'The IIN is checked (12 digits, birth date, check digit) before any provider is asked; it is neither stored nor logged. ' +
    '`result: not_configured` means the site has no provider: show the official services. See docs/osms-provider.md.',
  request: {
    params: companyParams,
    body: jsonBody(osmsStatusRequestSchema.openapi('OsmsStatusRequest')),
  },
  responses: {
    200: jsonResponse('The status, no record of the IIN, or no provider configured', z.object({ COMPANY_CODE: z.string(), data: osmsStatusAnswerSchema.openapi('OsmsStatus') })),
    ...errorResponses(400, 401, 403, 404, 415, 429, 503, 504),
  },
});

export function registerInsuranceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(honoPath(OSMS_STATUS_PATH), requireJsonBody);
  app.openapi(osmsStatusRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { iin } = c.req.valid('json');
    // Each check may reach the provider: a budget per address keeps anyone from sweeping IINs.
    await limitFormByAddress('insurance', clientIp(c));
    const company = await requireOfferingCompany(code, c.get('locale'));
    // And one per company, so many addresses together cannot either.
    await limitFormByCompany('insurance', company.id);
    const data = await checkOsmsStatus(iin, c.get('requestId'));
    return c.json({ COMPANY_CODE: company.code, data }, 200);
  });
}
