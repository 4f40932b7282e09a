import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, companyParams, errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { resolveApiSite } from '@/lib/tenants/api-site';
import { siteLink } from '@/lib/tenants/links';
import { findSpecialist, listSpecialists } from './queries';
import { SPECIALIST_SLUG, specialistSummaryToWire, specialistToWire, specialistSummaryWireSchema, specialistWireSchema, specialtyKey } from './wire';

const slugParam = z.string().min(1).max(100).openapi({ description: 'Specialist slug', example: 'dmitriy-volkov' });

const listRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/specialists/{code}',
  tags: ['specialists'],
  summary: 'Published specialists of a company, in the clinic’s order',
  request: {
    params: companyParams,
    query: z.object({ specialty: z.string().max(100).optional().openapi({ description: 'Only this SPECIALTY_KEY' }) }),
  },
  responses: {
    200: {
      description: 'The specialists',
      content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), data: z.array(specialistSummaryWireSchema) }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/specialists/{code}/{slug}',
  tags: ['specialists'],
  summary: 'One published specialist: education, services, schedule, reviews summary',
  request: { params: pathParams({ code: companyCodeParam, slug: slugParam }) },
  responses: {
    200: jsonResponse('The specialist', z.object({ data: specialistWireSchema })),
    ...errorResponses(400, 401, 404),
  },
});

export const specialistNotFound = () => new HttpError(404, 'specialist_not_found', 'Specialist not found');

export function registerSpecialistRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { specialty } = c.req.valid('query');
    const { company, locale, links } = await resolveApiSite(c, code);
    const rows = (await listSpecialists(company.id)).filter((row) => !specialty || specialtyKey(row.specialty) === specialty);
    const data = rows.map((row) => specialistSummaryToWire(row, locale, siteLink(links, `specialists/${row.slug}`)));
    return c.json({ COMPANY_CODE: company.code, data }, 200);
  });

  app.openapi(detailRoute, async (c) => {
    const { code, slug } = c.req.valid('param');
    const { company, locale, links } = await resolveApiSite(c, code);
    // A slug no specialist can have is simply not found.
    const row = SPECIALIST_SLUG.test(slug) ? await findSpecialist(company.id, slug) : null;
    if (!row) throw specialistNotFound();
    return c.json({ data: specialistToWire(row, locale, siteLink(links, `specialists/${row.slug}`)) }, 200);
  });
}
