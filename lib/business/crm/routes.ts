import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { createServiceRequest, isPlatformStaff, listServiceRequests } from './service';
import { serviceRequestInputSchema } from './schemas';
import { SERVICE_REQUEST_STATUSES, SERVICES } from './service-names';
import { BusinessError } from '../errors';
import { cabinetGuard, userGuard, type BusinessEnv } from '../guard';
import { cabinetParams, pageMeta, pageMetaSchema, pagingQuery } from '../wire';

const PATH = '/request_by_services';

const inputSchema = serviceRequestInputSchema;

const requestSchema = z
  .object({
    ID: z.number().int(),
    COMPANY_CODE: z.string().nullable(),
    COMPANY_NAME: z.string().nullable(),
    SERVICE: z.enum(SERVICES),
    MESSAGE: z.string(),
    CONTACT_NAME: z.string(),
    CONTACT_PHONE: z.string().nullable(),
    CONTACT_EMAIL: z.string(),
    STATUS: z.enum(SERVICE_REQUEST_STATUSES),
    CREATED_AT: z.string(),
  })
  .openapi('ServiceRequest');

const createRouteDef = createRoute({
  method: 'post',
  path: `/api/w-front/{locale}/v1/crm${PATH}`,
  tags: ['business: crm'],
  summary: 'SPEC 7.2: a clinic asks the platform for a service: stored, mailed to PLATFORM_STAFF_EMAIL, listed for the platform staff',
  description: 'A member holding company.edit in a cabinet of company_code. The contact defaults to the user. Ten an hour per user (429 with Retry-After).',
  middleware: userGuard({ json: true }),
  request: { params: pathParams({}), body: jsonBody(inputSchema) },
  responses: { 201: jsonResponse('Stored and mailed', z.object({ data: requestSchema })), ...errorResponses(400, 401, 403, 415, 429) },
});

const listRouteDef = createRoute({
  method: 'get',
  path: `/api/api-front2/{locale}/v1/crm${PATH}`,
  tags: ['business: crm'],
  summary: "Every clinic's service requests, newest first — platform staff only (confirmed e-mail listed in PLATFORM_ADMIN_EMAILS)",
  middleware: userGuard(),
  request: { params: pathParams({}), query: z.object(pagingQuery) },
  responses: { 200: jsonResponse('A page of requests', z.object({ data: z.array(requestSchema), meta: pageMetaSchema })), ...errorResponses(400, 401, 403) },
});

const companyListRouteDef = createRoute({
  method: 'get',
  path: '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/service_requests',
  tags: ['business: crm'],
  summary: "The company's own service requests with their status, newest first (company.edit in the path's cabinet)",
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams, query: z.object(pagingQuery) },
  responses: { 200: jsonResponse('A page of requests', z.object({ data: z.array(requestSchema), meta: pageMetaSchema })), ...errorResponses(400, 401, 403) },
});

type Stored = Awaited<ReturnType<typeof createServiceRequest>>['row'];

const toWire = (row: Stored, company: { code: string; name: string } | null) => ({
  ID: row.id,
  COMPANY_CODE: company?.code ?? null,
  COMPANY_NAME: company?.name ?? null,
  SERVICE: row.service as (typeof SERVICES)[number],
  MESSAGE: row.message,
  CONTACT_NAME: row.contactName,
  CONTACT_PHONE: row.contactPhone,
  CONTACT_EMAIL: row.contactEmail,
  STATUS: row.status,
  CREATED_AT: row.createdAt.toISOString(),
});

export function registerCrmRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(createRouteDef, async (c) => {
    const input = c.req.valid('json');
    const { row, company } = await createServiceRequest(c.get('user'), input, c.get('locale'));
    return c.json({ data: toWire(row, { code: company.code, name: pickLocalized(company.name, c.get('locale')) }) }, 201);
  });

  app.openapi(listRouteDef, async (c) => {
    if (!isPlatformStaff(c.get('user'))) throw new BusinessError(403, 'platform_staff_only');
    const { page, page_size } = c.req.valid('query');
    const { total, items } = await listServiceRequests((page - 1) * page_size, page_size);
    const locale = c.get('locale');
    const data = items.map(({ request, company }) => toWire(request, company ? { code: company.code, name: pickLocalized(company.name, locale) } : null));
    return c.json({ data, meta: pageMeta(page, page_size, total) }, 200);
  });

  app.openapi(companyListRouteDef, async (c) => {
    const { company } = c.get('member');
    const { page, page_size } = c.req.valid('query');
    const { total, items } = await listServiceRequests((page - 1) * page_size, page_size, company.id);
    const locale = c.get('locale');
    const data = items.map(({ request, company: named }) => toWire(request, named ? { code: named.code, name: pickLocalized(named.name, locale) } : null));
    return c.json({ data, meta: pageMeta(page, page_size, total) }, 200);
  });
}
