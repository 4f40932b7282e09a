import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { isLocale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { listManagedCabinets, managedCabinet } from '../cabinets';
import { cabinetGuard, userGuard, type BusinessEnv } from '../../guard';
import { acceptInvitation, invitationStatus, listInvitations, previewInvitation, revokeInvitation, sendInvitation } from './service';
import { invitationInputSchema, invitationTokenSchema } from './schemas';
import { cabinetCodeField } from '../members/schemas';
import { permissionsObject, PERMISSIONS } from '../../permissions';
import { cabinetItemParams, cabinetParams, okSchema, permissionSchema, personSchema, personToWire } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const USER = '/api/w-front/{locale}/v1/business/user/invitation';
const MANAGE = 'members.manage' as const;

const invitationSchema = z
  .object({
    ID: z.number().int(),
    COMPANY_CABINET_CODE: z.number().int(),
    EMAIL: z.string(),
    NAME: z.string(),
    PERMISSIONS: z.array(permissionSchema),
    STATUS: z.enum(['pending', 'accepted', 'revoked', 'expired']),
    EXPIRES_AT: z.string(),
    ACCEPTED_AT: z.string().nullable(),
    REVOKED_AT: z.string().nullable(),
    CREATED_AT: z.string(),
    INVITED_BY: personSchema.nullable(),
  })
  .openapi('StaffInvitation');

const offerSchema = z
  .object({
    COMPANY_CODE: z.string(),
    COMPANY_NAME: z.string(),
    COMPANY_CABINET_CODE: z.number().int(),
    CABINET_NAME: z.string(),
    EMAIL: z.string().openapi({ description: 'The address the invitation was sent to' }),
    PERMISSIONS: z.array(permissionSchema),
    INVITED_BY: z.string().nullable(),
    EXPIRES_AT: z.string(),
  })
  .openapi('StaffInvitationOffer');

const accessSchema = z.object({
  COMPANY_CODE: z.string(),
  COMPANY_CABINET_CODE: z.number().int(),
  CABINET_NAME: z.string(),
  PERMISSIONS: z.object(Object.fromEntries(PERMISSIONS.map((name) => [name, z.boolean()])) as Record<(typeof PERMISSIONS)[number], z.ZodBoolean>),
});

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/invitations`,
  tags: ['business: members'],
  summary: "A cabinet's e-mailed invitations, newest first: pending, accepted, revoked or expired (members.manage)",
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetParams, query: z.object({ cabinet: cabinetCodeField }) },
  responses: { 200: jsonResponse('Invitations', z.object({ data: z.array(invitationSchema) })), ...errorResponses(400, 401, 403, 404) },
});

const sendRoute = createRoute({
  method: 'post',
  path: `${WRITE}/invitations`,
  tags: ['business: members'],
  summary: 'Invite a colleague by e-mail to a cabinet (members.manage)',
  description:
    'Mails a link (valid 7 days, single use) in the caller\'s language; the link opens /pro/join, where the invitee signs in or signs up and accepts. ' +
    'permissions: only those the inviter holds (403 permission_not_held). An address already a member of the cabinet is 409 invitation_already_member. ' +
    'A pending invitation to the same address and cabinet is replaced. 20 invitations an hour per inviter and 50 a day per cabinet (429 with Retry-After).',
  middleware: cabinetGuard(MANAGE, { json: true }),
  request: { params: cabinetParams, body: jsonBody(invitationInputSchema) },
  responses: { 201: jsonResponse('Sent', z.object({ data: invitationSchema })), ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/invitations/{id}`,
  tags: ['business: members'],
  summary: 'Revoke a pending invitation (members.manage over its cabinet): its link stops working; it stays listed as revoked',
  description: 'One already accepted, revoked or expired is 409 invitation_not_pending.',
  middleware: cabinetGuard(MANAGE),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Revoked', okSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const previewRoute = createRoute({
  method: 'post',
  path: `${USER}/preview`,
  tags: ['business'],
  summary: "What an invitation's link offers: clinic, cabinet, permissions, inviter (any signed-in user)",
  description: 'The token travels in the body, not the address. An unknown token is 404 invitation_invalid; a revoked, used or expired one 410 invitation_revoked / invitation_used / invitation_expired.',
  middleware: userGuard({ json: true }),
  request: { params: pathParams({}), body: jsonBody(invitationTokenSchema) },
  responses: { 200: jsonResponse('The offer', z.object({ data: offerSchema })), ...errorResponses(400, 401, 404, 410, 415) },
});

const acceptRoute = createRoute({
  method: 'post',
  path: `${USER}/accept`,
  tags: ['business'],
  summary: 'Accept an invitation: the signed-in user becomes a member of its cabinet with its permissions',
  description: 'Single use: the first acceptance wins, later ones are 410 invitation_used. Errors as for preview.',
  middleware: userGuard({ json: true }),
  request: { params: pathParams({}), body: jsonBody(invitationTokenSchema) },
  responses: { 200: jsonResponse('Now a member; the permissions in this cabinet', z.object({ data: accessSchema })), ...errorResponses(400, 401, 404, 410, 415) },
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const known = (permissions: string[]) => permissions.filter((p): p is z.infer<typeof permissionSchema> => permissionSchema.safeParse(p).success);

function toWire(row: Awaited<ReturnType<typeof listInvitations>>[number], cabinetCode: number) {
  const { invitation, inviter } = row;
  return {
    ID: invitation.id,
    COMPANY_CABINET_CODE: cabinetCode,
    EMAIL: invitation.email,
    NAME: invitation.name,
    PERMISSIONS: known(invitation.permissions),
    STATUS: invitationStatus(invitation),
    EXPIRES_AT: invitation.expiresAt.toISOString(),
    ACCEPTED_AT: iso(invitation.acceptedAt),
    REVOKED_AT: iso(invitation.revokedAt),
    CREATED_AT: invitation.createdAt.toISOString(),
    INVITED_BY: inviter ? personToWire(inviter) : null,
  };
}

export function registerInvitationRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => {
    const cabinet = await managedCabinet(c.get('member'), c.req.valid('query').cabinet);
    const rows = await listInvitations(cabinet.id);
    return c.json({ data: rows.map((row) => toWire(row, cabinet.code)) }, 200);
  });

  app.openapi(sendRoute, async (c) => {
    const member = c.get('member');
    const input = c.req.valid('json');
    const { locale } = c.req.valid('param');
    const cabinet = await managedCabinet(member, input.cabinet);
    const row = await sendInvitation(member, cabinet, { email: input.email, name: input.name, permissions: [...new Set(input.permissions)], locale: isLocale(locale) ? locale : 'ru' });
    return c.json({ data: toWire({ invitation: row, inviter: member.user }, cabinet.code) }, 201);
  });

  app.openapi(revokeRoute, async (c) => {
    const member = c.get('member');
    await revokeInvitation(member, await listManagedCabinets(member), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(previewRoute, async (c) => {
    const { locale } = c.req.valid('param');
    const { invitation, cabinet, company, inviter } = await previewInvitation(c.req.valid('json').token);
    const name = inviter ? [inviter.lastname, inviter.name].filter(Boolean).join(' ') || inviter.email : null;
    return c.json(
      {
        data: {
          COMPANY_CODE: company.code,
          COMPANY_NAME: pickLocalized(company.name, isLocale(locale) ? locale : 'ru'),
          COMPANY_CABINET_CODE: cabinet.code,
          CABINET_NAME: cabinet.name,
          EMAIL: invitation.email,
          PERMISSIONS: known(invitation.permissions),
          INVITED_BY: name,
          EXPIRES_AT: invitation.expiresAt.toISOString(),
        },
      },
      200,
    );
  });

  app.openapi(acceptRoute, async (c) => {
    const { company, cabinet, permissions } = await acceptInvitation(c.get('user'), c.req.valid('json').token);
    return c.json({ data: { COMPANY_CODE: company.code, COMPANY_CABINET_CODE: cabinet.code, CABINET_NAME: cabinet.name, PERMISSIONS: permissionsObject(permissions) } }, 200);
  });
}
