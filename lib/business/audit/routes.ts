import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { AUDIT_KIND_NAMES, listAudit, visibleKinds } from './log';
import { auditEntrySchema, auditEntryToWire as entryToWire } from './wire';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetParams, pageMeta, pageMetaSchema, pagingQuery } from '../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';

const auditRoute = createRoute({
  method: 'get',
  path: `${READ}/audit`,
  tags: ['business: audit'],
  summary: "The company's audit log, newest first: who did what to which target, when",
  description:
    'Any member; a member sees the kinds their permissions cover (company and service_request: company.edit; cabinet, access_code, member: ' +
    'members.manage; appointment_request: appointments.read; question: questions.read; review: reviews.moderate; news, news_category: content.edit). Filter by user_id and kind; paged.',
  middleware: cabinetGuard(null),
  request: {
    params: cabinetParams,
    query: z.object({
      user_id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').optional(),
      kind: z.enum(AUDIT_KIND_NAMES, { error: 'invalid' }).optional(),
      ...pagingQuery,
    }),
  },
  responses: { 200: jsonResponse('A page of entries', z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema })), ...errorResponses(400, 401, 403) },
});

export function registerAuditRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(auditRoute, async (c) => {
    const member = c.get('member');
    const { user_id, kind, page, page_size } = c.req.valid('query');
    const allowed = visibleKinds(member.permissions);
    const kinds = kind ? allowed.filter((k) => k === kind) : allowed;
    const { total, items } = await listAudit({ companyId: member.company.id, kinds, userId: user_id, offset: (page - 1) * page_size, limit: page_size });
    return c.json({ data: items.map(entryToWire), meta: pageMeta(page, page_size, total) }, 200);
  });
}
