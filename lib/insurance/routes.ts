import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { clientIp } from '@/lib/http/client-ip';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses, errorSchema } from '@/lib/http/openapi';
import { consumeRateLimit } from '@/lib/security/rate-limit';
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
    params: z.object({ locale: z.string(), code: companyCodeParam }),
    body: { required: true, content: { 'application/json': { schema: osmsStatusRequestSchema.openapi('OsmsStatusRequest') } } },
  },
  responses: {
    200: {
      description: 'The status, no record of the IIN, or no provider configured',
      content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), data: osmsStatusAnswerSchema.openapi('OsmsStatus') }) } },
    },
    ...errorResponses(400, 401, 403, 404, 429),
    503: { description: '`osms_provider_unavailable`: the provider failed or cannot be reached', content: { 'application/json': { schema: errorSchema } } },
    504: { description: '`osms_provider_timeout`: the provider did not answer in time', content: { 'application/json': { schema: errorSchema } } },
  },
});

// A body that is not JSON is the sender's mistake (400), never a 500 from the parser.
const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new HttpError(400, 'invalid_body', 'Send the IIN as application/json');
  try {
    await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  await next();
};

export function registerInsuranceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(OSMS_STATUS_PATH.replace('{locale}', ':locale').replace('{code}', ':code'), requireJsonBody);
  app.openapi(osmsStatusRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { iin } = c.req.valid('json');
    // Each check may reach the provider: a budget per address keeps anyone from sweeping IINs.
    await consumeRateLimit('insurance', clientIp(c));
    const company = await requireOfferingCompany(code, c.get('locale'));
    const data = await checkOsmsStatus(iin, c.get('requestId'));
    return c.json({ COMPANY_CODE: company.code, data }, 200);
  });
}
