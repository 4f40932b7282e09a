import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { companyToWire, companyWireSchema } from '@/lib/tenants/wire';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { isCompanyMember, listMemberCabinets } from '../../companies';
import { createCompany } from './create';
import { companyFormSchema, companyUpdateSchema, type CompanyForm } from './schemas';
import { updateCompanySettings } from './service';
import { BusinessError } from '../../errors';
import { userGuard, type BusinessEnv } from '../../guard';
import { businessAccountsWire, cabinetToWire } from '../../shell';
import { permissionSchema } from '../../wire';

const businessAccountSchema = z
  .object({
    COMPANY_CODE: z.string(),
    COMPANY_SLUG: z.string(),
    COMPANY_NAME: z.string().openapi({ description: "In the call's locale (falls back to Russian)" }),
    EMAIL_FOR_ISSUES: z.string().nullable(),
    LOGO: z.string().nullable(),
  })
  .openapi('BusinessAccount');

const cabinetSchema = z
  .object({ COMPANY_CABINET_CODE: z.number().int(), NAME: z.string(), PERMISSIONS: z.array(permissionSchema) })
  .openapi('BusinessCabinet');

const companiesRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/business/user/companies',
  tags: ['business'],
  summary: "SPEC 7.2: the signed-in user's business accounts (SPEC 3), oldest first; an empty list for a patient",
  middleware: userGuard(),
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('Business accounts', z.object({ data: z.array(businessAccountSchema) })), ...errorResponses(401) },
});

const cabinetsRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/business/user/cabinets',
  tags: ['business'],
  summary: "SPEC 7.2: the user's cabinets of a company, by code, with the permissions held in each",
  description: 'A company the user has no cabinet of (or that does not exist) is 403 not_member.',
  middleware: userGuard(),
  request: { params: pathParams({}), query: z.object({ company_code: z.string({ error: 'required' }).min(1, 'required').max(64, 'too_long') }) },
  responses: { 200: jsonResponse('Cabinets', z.object({ data: z.array(cabinetSchema) })), ...errorResponses(400, 401, 403) },
});

const companyRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/company/{code}',
  tags: ['business'],
  summary: 'SPEC 7.2: the company by COMPANY_CODE, for a member of any of its cabinets',
  middleware: userGuard(),
  request: { params: pathParams({ code: z.string().max(64, 'too_long').openapi({ description: 'COMPANY_CODE' }) }) },
  responses: { 200: jsonResponse('The company', z.object({ data: companyWireSchema })), ...errorResponses(400, 401, 403) },
});

const saveCompanyRoute = createRoute({
  method: 'post',
  path: '/api/w-front/{locale}/v1/business/user/company',
  tags: ['business'],
  summary: 'SPEC 7.2: create a company (no COMPANY_CODE) or edit one (COMPANY_CODE; needs company.edit); JSON or a form',
  description:
    'Creating: COMPANY_SLUG and COMPANY_NAME are required; the creator gets a business account and cabinet 0 with every permission, ' +
    'the site gets a starter menu, an about text, a page for patients and a first news item, and answers at /l/{slug} at once. ' +
    'Five creations a day per user (429 with Retry-After). A taken slug is 400 slug_taken. LOGO and FAVICON_LINK take links ' +
    '(https:// or a path on this site); a multipart form may instead carry the files `logo` and `favicon`: their type is read from their bytes ' +
    '(JPEG, PNG, WebP, GIF; SVG and anything else 400 invalid_image with the field named), at most 5 MB each (413 file_too_large) and 40 megapixels; ' +
    'they are re-encoded without metadata (logo: PNG of at most 512 px, transparency kept; favicon: 64×64 PNG) and stored; LOGO and FAVICON_LINK ' +
    'then hold their public address (/api/uploads/…). On an edit the files are read only after company.edit is checked. A call with files counts against ' +
    '30 an hour per user and 300 an hour per company (429 with Retry-After); while the server is busy with other images, 503 busy with Retry-After. ' +
    'Answers 201 on creation, 200 on an edit.',
  middleware: userGuard(),
  request: {
    params: pathParams({}),
    body: {
      content: {
        'application/json': { schema: companyUpdateSchema },
        'multipart/form-data': { schema: companyFormSchema },
        'application/x-www-form-urlencoded': { schema: companyFormSchema },
      },
    },
  },
  responses: {
    200: jsonResponse('The edited company', z.object({ data: companyWireSchema })),
    201: jsonResponse('The created company', z.object({ data: companyWireSchema })),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
  },
});

export function registerCompanyRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(companiesRoute, async (c) => {
    return c.json({ data: await businessAccountsWire(c.get('user').id, c.get('locale')) }, 200);
  });

  app.openapi(cabinetsRoute, async (c) => {
    const rows = await listMemberCabinets(c.get('user').id, c.req.valid('query').company_code);
    if (rows.length === 0) throw new BusinessError(403, 'not_member');
    return c.json({ data: rows.map(cabinetToWire) }, 200);
  });

  app.openapi(companyRoute, async (c) => {
    const company = await findCompanyByCode(c.req.valid('param').code);
    if (!company || !(await isCompanyMember(c.get('user').id, company.id))) throw new BusinessError(403, 'not_business_user');
    return c.json({ data: companyToWire(company) }, 200);
  });

  app.openapi(saveCompanyRoute, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType);
    if (!isForm && !/^application\/json/i.test(contentType)) throw new BusinessError(415, 'unsupported_media_type');
    const { logo, favicon, ...input }: CompanyForm = isForm ? c.req.valid('form') : c.req.valid('json');
    const files = { logo, favicon };
    const user = c.get('user');
    if (!input.COMPANY_CODE) return c.json({ data: companyToWire(await createCompany(user.id, input, c.get('locale'), files)) }, 201);
    return c.json({ data: companyToWire(await updateCompanySettings(user.id, input.COMPANY_CODE, input, files)) }, 200);
  });
}
