import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { clientIp } from '@/lib/http/client-ip';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { redeemAccessCode } from './codes';
import { requestAccessSchema } from './schemas';
import { cabinetGuard, findCabinet, userGuard, type BusinessEnv } from '../../guard';
import { permissionsObject, PERMISSIONS } from '../../permissions';
import { cabinetParams } from '../../wire';

const accessSchema = z
  .object({
    COMPANY_CODE: z.string(),
    COMPANY_CABINET_CODE: z.number().int(),
    CABINET_NAME: z.string(),
    PERMISSIONS: z.object(Object.fromEntries(PERMISSIONS.map((name) => [name, z.boolean()])) as Record<(typeof PERMISSIONS)[number], z.ZodBoolean>),
  })
  .openapi('BusinessAccess');

const getAccessRoute = createRoute({
  method: 'get',
  path: '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/user/get_access',
  tags: ['business'],
  summary: "SPEC 7.2: the member's permissions in this cabinet (SPEC 3 \"Permissions\": every name, true or false)",
  middleware: cabinetGuard(null),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Permissions', z.object({ data: accessSchema })), ...errorResponses(401, 403) },
});

const requestAccessRoute = createRoute({
  method: 'post',
  path: '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business/user/request_access',
  tags: ['business'],
  summary: 'SPEC 7.2: become a member of this cabinet with an access code',
  description:
    'Any signed-in user. A valid code of THIS cabinet adds its permissions to the user (a new member, or one who already is), ' +
    'counts one use and gives the user a business account with the company. A wrong code, one of another cabinet, or an unknown ' +
    'company or cabinet is 400 access_code_invalid; an expired, used-up or revoked one says so. Each try spends one of 10 tries ' +
    'an hour per user and 30 per address; past them 429 with Retry-After; a success gives its try back.',
  middleware: userGuard({ json: true }),
  request: { params: cabinetParams, body: jsonBody(requestAccessSchema) },
  responses: { 200: jsonResponse('Now a member; the permissions in this cabinet', z.object({ data: accessSchema })), ...errorResponses(400, 401, 403, 415, 429) },
});

export function registerMemberAccessRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(getAccessRoute, async (c) => {
    const { company, cabinet, permissions } = c.get('member');
    return c.json({ data: { COMPANY_CODE: company.code, COMPANY_CABINET_CODE: cabinet.code, CABINET_NAME: cabinet.name, PERMISSIONS: permissionsObject(permissions) } }, 200);
  });

  app.openapi(requestAccessRoute, async (c) => {
    const user = c.get('user');
    const { companyCode, cabinetCode } = c.req.valid('param');
    const target = await findCabinet(companyCode, cabinetCode);
    const permissions = await redeemAccessCode(user, target, c.req.valid('json').access_code, clientIp(c));
    return c.json({ data: { COMPANY_CODE: target!.company.code, COMPANY_CABINET_CODE: target!.cabinet.code, CABINET_NAME: target!.cabinet.name, PERMISSIONS: permissionsObject(permissions) } }, 200);
  });
}
