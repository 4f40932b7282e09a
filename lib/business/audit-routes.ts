import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { fullName } from '@/lib/auth/user-wire';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { AUDIT_KIND_NAMES, listAudit, visibleKinds } from './audit';
import { loadDashboard } from './dashboard';
import { cabinetGuard, type BusinessEnv } from './guard';
import { cabinetParams, pageMeta, pageMetaSchema, pagingQuery } from './wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';

const auditEntrySchema = z
  .object({
    ID: z.number().int(),
    ACTION: z.string().openapi({ description: 'kind.verb, e.g. review.publish, member.join, question.answer' }),
    KIND: z.string().nullable(),
    TARGET_ID: z.number().int().nullable(),
    USER: z.object({ ID: z.number().int(), FULL_NAME: z.string(), EMAIL: z.string().nullable() }).nullable().openapi({ description: 'null when the user was deleted' }),
    DETAILS: z.record(z.string(), z.unknown()),
    CREATED_AT: z.string(),
  })
  .openapi('AuditEntry');

type AuditRow = Awaited<ReturnType<typeof listAudit>>['items'][number];

const entryToWire = (row: AuditRow) => ({
  ID: row.id,
  ACTION: row.action,
  KIND: row.targetType ?? row.action.split('.')[0],
  TARGET_ID: row.targetId,
  USER: row.userId !== null && row.lastname !== null ? { ID: row.userId, FULL_NAME: fullName({ lastname: row.lastname, name: row.name ?? '', middlename: row.middlename ?? '' }), EMAIL: row.email } : null,
  DETAILS: row.details,
  CREATED_AT: row.createdAt.toISOString(),
});

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

const weekSchema = z.object({ WEEK_START: z.string().openapi({ description: 'The Monday, YYYY-MM-DD' }), ISO_WEEK: z.string().openapi({ example: '2026-W07' }), APPOINTMENTS: z.number().int().nullable(), QUESTIONS: z.number().int().nullable() });

const dashboardRoute = createRoute({
  method: 'get',
  path: `${READ}/dashboard`,
  tags: ['business: audit'],
  summary: "A cabinet's dashboard: requests and questions per ISO week for the last 12 weeks, open items, recent activity",
  description: 'Any member; each part is null when the member\'s permissions do not cover it (appointments.read, questions.read, reviews.moderate).',
  middleware: cabinetGuard(null),
  request: { params: cabinetParams },
  responses: {
    200: jsonResponse(
      'The dashboard',
      z.object({
        data: z
          .object({
            WEEKS: z.array(weekSchema).nullable(),
            OPEN: z.object({ APPOINTMENTS: z.number().int().nullable(), QUESTIONS: z.number().int().nullable(), REVIEWS_PENDING: z.number().int().nullable() }),
            RECENT_ACTIVITY: z.array(auditEntrySchema),
          })
          .openapi('BusinessDashboard'),
      }),
    ),
    ...errorResponses(401, 403),
  },
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

  app.openapi(dashboardRoute, async (c) => {
    const board = await loadDashboard(c.get('member'));
    const data = {
      WEEKS: board.weeks?.map((week) => ({ WEEK_START: week.week_start, ISO_WEEK: week.iso_week, APPOINTMENTS: week.appointments, QUESTIONS: week.questions })) ?? null,
      OPEN: { APPOINTMENTS: board.open.appointments, QUESTIONS: board.open.questions, REVIEWS_PENDING: board.open.reviews },
      RECENT_ACTIVITY: board.activity.map(entryToWire),
    };
    return c.json({ data }, 200);
  });
}
