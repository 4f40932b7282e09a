import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { findAccessCode, issueAccessCode, listAccessCodes, revokeAccessCode } from '../access/codes';
import { createCabinet, listManagedCabinets, managedCabinet } from '../cabinets';
import { BusinessError } from '../../errors';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { findCompanyMembership, listMembers, removeMember, requireHeld, transferOwnership, updateMemberPermissions } from './service';
import { accessCodeInputSchema, cabinetCodeField, cabinetInputSchema, memberPermissionsSchema } from './schemas';
import { cabinetItemParams, cabinetParams, okSchema, permissionSchema, personSchema, personToWire } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const MANAGE = 'members.manage' as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const cabinetSchema = z.object({ COMPANY_CABINET_CODE: z.number().int(), NAME: z.string(), MEMBERS: z.number().int(), CREATED_AT: z.string() }).openapi('ManagedCabinet');

const accessCodeSchema = z
  .object({
    ID: z.number().int(),
    COMPANY_CABINET_CODE: z.number().int(),
    PERMISSIONS: z.array(permissionSchema),
    MAX_USES: z.number().int(),
    USES: z.number().int(),
    EXPIRES_AT: z.string().nullable(),
    IS_REVOKED: z.boolean(),
    IS_ACTIVE: z.boolean().openapi({ description: 'Not revoked, not expired, uses left' }),
    CREATED_AT: z.string(),
    CREATED_BY: personSchema.nullable(),
  })
  .openapi('AccessCode');

const memberSchema = z
  .object({
    ID: z.number().int().openapi({ description: 'The membership id (members/{id})' }),
    COMPANY_CABINET_CODE: z.number().int(),
    USER: personSchema,
    PERMISSIONS: z.array(permissionSchema),
    JOINED_AT: z.string(),
    ACCESS_CODE_ID: z.number().int().nullable().openapi({ description: 'The code they joined with; null for the creator' }),
    IS_OWNER: z.boolean().openapi({ description: "The company's owner: every permission in cabinet 0, changed and removed by nobody else" }),
  })
  .openapi('CabinetMember');

const listCabinetsRoute = createRoute({
  method: 'get',
  path: `${READ}/cabinets`,
  tags: ['business: members'],
  summary: 'The cabinets this manager manages (every cabinet of the company from cabinet 0), with member counts (members.manage)',
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Cabinets', z.object({ data: z.array(cabinetSchema) })), ...errorResponses(401, 403) },
});

const createCabinetRoute = createRoute({
  method: 'post',
  path: `${WRITE}/cabinets`,
  tags: ['business: members'],
  summary: 'A new cabinet with the next code (members.manage in cabinet 0); people join it with an access code',
  middleware: cabinetGuard(MANAGE, { json: true }),
  request: { params: cabinetParams, body: jsonBody(cabinetInputSchema) },
  responses: { 201: jsonResponse('The cabinet', z.object({ data: cabinetSchema })), ...errorResponses(400, 401, 403, 415) },
});

const listCodesRoute = createRoute({
  method: 'get',
  path: `${READ}/access_codes`,
  tags: ['business: members'],
  summary: "A cabinet's access codes, newest first (members.manage); the codes themselves are never shown again",
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetParams, query: z.object({ cabinet: cabinetCodeField, active: z.enum(['true', 'false'], { error: 'invalid' }).optional().openapi({ description: 'true: only usable codes' }) }) },
  responses: { 200: jsonResponse('Codes', z.object({ data: z.array(accessCodeSchema) })), ...errorResponses(400, 401, 403, 404) },
});

const createCodeRoute = createRoute({
  method: 'post',
  path: `${WRITE}/access_codes`,
  tags: ['business: members'],
  summary: 'Issue an access code for a cabinet (members.manage); CODE is in this answer only',
  description:
    'permissions: what the code grants, only permissions the issuer holds in this cabinet (else 403 permission_not_held). ' +
    'max_uses: 1 to 1000 (default 1). expires_in_days: 1 to 365 (default 7), or null for a code that does not expire.',
  middleware: cabinetGuard(MANAGE, { json: true }),
  request: {
    params: cabinetParams,
    body: jsonBody(accessCodeInputSchema),
  },
  responses: {
    201: jsonResponse('The code, shown once', z.object({ data: accessCodeSchema.extend({ CODE: z.string() }) })),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const revokeCodeRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/access_codes/{id}`,
  tags: ['business: members'],
  summary: 'Revoke an access code (members.manage over its cabinet); it stays listed as revoked',
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Revoked', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const listMembersRoute = createRoute({
  method: 'get',
  path: `${READ}/members`,
  tags: ['business: members'],
  summary: "A cabinet's members: who, with which permissions, joined when (members.manage)",
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetParams, query: z.object({ cabinet: cabinetCodeField }) },
  responses: { 200: jsonResponse('Members', z.object({ data: z.array(memberSchema) })), ...errorResponses(400, 401, 403, 404) },
});

const updateMemberRoute = createRoute({
  method: 'put',
  path: `${WRITE}/members/{id}`,
  tags: ['business: members'],
  summary: "Set a member's permissions (members.manage)",
  description:
    'Only permissions the manager holds can be given or taken away (403 permission_not_held). The main cabinet keeps at least one ' +
    'holder of members.manage (409 last_manager). The owner is changed by nobody else (403 owner_protected) and keeps every ' +
    'permission in the main cabinet (409 owner_keeps_permissions). The member may be in any cabinet the manager manages.',
  middleware: cabinetGuard(MANAGE, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(memberPermissionsSchema) },
  responses: { 200: jsonResponse('The member', z.object({ data: z.object({ ID: z.number().int(), PERMISSIONS: z.array(permissionSchema) }) })), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const removeMemberRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/members/{id}`,
  tags: ['business: members'],
  summary: 'Remove a member from a cabinet (members.manage; only a member whose permissions the manager all holds; never the last manager of cabinet 0)',
  description:
    'The owner is removed by nobody else (403 owner_protected) and leaves the main cabinet only after giving the ownership away (409 owner_must_transfer).',
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Removed', okSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const transferOwnerRoute = createRoute({
  method: 'post',
  path: `${WRITE}/members/{id}/owner`,
  tags: ['business: members'],
  summary: 'Make a member of the main cabinet the owner of the company (the owner only)',
  description:
    'Only the owner may (403 owner_only); the new owner must be a member of cabinet 0 (409 owner_not_main_member) and gets every ' +
    'permission there. The former owner stays a member with every permission, which the new owner may then change.',
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The new owner', z.object({ data: z.object({ ID: z.number().int(), PERMISSIONS: z.array(permissionSchema), IS_OWNER: z.literal(true) }) })), ...errorResponses(400, 401, 403, 404, 409) },
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function codeToWire(row: Awaited<ReturnType<typeof listAccessCodes>>[number], cabinetCode: number, now = new Date()) {
  const { code, issuer } = row;
  const active = !code.isRevoked && code.uses < code.maxUses && (!code.expiresAt || code.expiresAt > now);
  return {
    ID: code.id,
    COMPANY_CABINET_CODE: cabinetCode,
    PERMISSIONS: code.permissions.filter((p): p is z.infer<typeof permissionSchema> => permissionSchema.safeParse(p).success),
    MAX_USES: code.maxUses,
    USES: code.uses,
    EXPIRES_AT: iso(code.expiresAt),
    IS_REVOKED: code.isRevoked,
    IS_ACTIVE: active,
    CREATED_AT: code.createdAt.toISOString(),
    CREATED_BY: issuer ? personToWire(issuer) : null,
  };
}

export function registerMemberRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listCabinetsRoute, async (c) => {
    const rows = await listManagedCabinets(c.get('member'));
    return c.json({ data: rows.map((row) => ({ COMPANY_CABINET_CODE: row.code, NAME: row.name, MEMBERS: row.members, CREATED_AT: row.createdAt.toISOString() })) }, 200);
  });

  app.openapi(createCabinetRoute, async (c) => {
    const cabinet = await createCabinet(c.get('member'), c.req.valid('json').name);
    return c.json({ data: { COMPANY_CABINET_CODE: cabinet.code, NAME: cabinet.name, MEMBERS: 1, CREATED_AT: new Date().toISOString() } }, 201);
  });

  app.openapi(listCodesRoute, async (c) => {
    const query = c.req.valid('query');
    const cabinet = await managedCabinet(c.get('member'), query.cabinet);
    const rows = await listAccessCodes(cabinet.id, { activeOnly: query.active === 'true' });
    return c.json({ data: rows.map((row) => codeToWire(row, cabinet.code)) }, 200);
  });

  app.openapi(createCodeRoute, async (c) => {
    const member = c.get('member');
    const input = c.req.valid('json');
    const cabinet = await managedCabinet(member, input.cabinet);
    const permissions = [...new Set(input.permissions)];
    requireHeld(member.permissions, permissions);
    const expiresAt = input.expires_in_days === null ? null : new Date(Date.now() + input.expires_in_days * DAY_MS);
    const { row, code } = await issueAccessCode(
      { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id },
      { cabinetId: cabinet.id, permissions, maxUses: input.max_uses, expiresAt },
    );
    const wire = codeToWire({ code: row, issuer: member.user }, cabinet.code);
    return c.json({ data: { ...wire, CODE: code } }, 201);
  });

  app.openapi(revokeCodeRoute, async (c) => {
    const member = c.get('member');
    const code = await findAccessCode(c.req.valid('param').id);
    const cabinets = code ? await listManagedCabinets(member) : [];
    if (!code || !cabinets.some((cabinet) => cabinet.id === code.cabinetId)) throw new BusinessError(404, 'access_code_not_found');
    await revokeAccessCode({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id }, code.id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(listMembersRoute, async (c) => {
    const cabinet = await managedCabinet(c.get('member'), c.req.valid('query').cabinet);
    const rows = await listMembers(cabinet.id);
    const data = rows.map((row) => ({ ID: row.id, COMPANY_CABINET_CODE: cabinet.code, USER: personToWire(row.user), PERMISSIONS: row.permissions, JOINED_AT: row.joinedAt.toISOString(), ACCESS_CODE_ID: row.accessCodeId, IS_OWNER: row.isOwner }));
    return c.json({ data }, 200);
  });

  app.openapi(updateMemberRoute, async (c) => {
    const member = c.get('member');
    const { id } = c.req.valid('param');
    await assertManages(member, id);
    const updated = await updateMemberPermissions(member, id, c.req.valid('json').permissions);
    return c.json({ data: { ID: updated.id, PERMISSIONS: updated.permissions } }, 200);
  });

  app.openapi(removeMemberRoute, async (c) => {
    const member = c.get('member');
    const { id } = c.req.valid('param');
    await assertManages(member, id);
    await removeMember(member, id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(transferOwnerRoute, async (c) => {
    const member = c.get('member');
    const { id } = c.req.valid('param');
    await assertManages(member, id);
    const owner = await transferOwnership(member, id);
    return c.json({ data: { ID: owner.id, PERMISSIONS: owner.permissions, IS_OWNER: true as const } }, 200);
  });
}

/** The membership must be in a cabinet this manager manages; else it is not found for them. */
async function assertManages(member: BusinessEnv['Variables']['member'], membershipId: number) {
  const membership = await findCompanyMembership(member.company.id, membershipId);
  if (!membership || (member.cabinet.code !== 0 && membership.cabinet.id !== member.cabinet.id)) throw new BusinessError(404, 'member_not_found');
}
