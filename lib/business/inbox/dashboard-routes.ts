import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { VISIT_SOURCES } from '@/lib/db/schema/booking';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { auditEntrySchema } from '@/lib/business/audit';
import { PERMISSIONS } from '@/lib/business/permission-names';
import { SETUP_STEPS } from '@/lib/business/setup-checklist';
import { dashboardToWire, loadDashboard, loadOpenCounts } from './dashboard';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetParams } from '../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';

const openCountsSchema = z
  .object({
    APPOINTMENTS: z.number().int().nullable().openapi({ description: 'Appointment requests not done; null without appointments.read' }),
    QUESTIONS: z.number().int().nullable().openapi({ description: 'Questions not done; null without questions.read' }),
    REVIEWS_PENDING: z.number().int().nullable().openapi({ description: 'Reviews awaiting moderation; null without reviews.moderate' }),
    VISITS_UPCOMING: z.number().int().nullable().openapi({ description: 'Booked visits not over yet (the calendar); null without appointments.read' }),
  })
  .openapi('BusinessOpenCounts');

const weekSchema = z.object({ WEEK_START: z.string().openapi({ description: 'The Monday, YYYY-MM-DD' }), ISO_WEEK: z.string().openapi({ example: '2026-W07' }), APPOINTMENTS: z.number().int().nullable(), QUESTIONS: z.number().int().nullable() });

const dashboardRoute = createRoute({
  method: 'get',
  path: `${READ}/dashboard`,
  tags: ['business: audit'],
  summary: "A cabinet's dashboard: requests and questions per ISO week for the last 12 weeks, open items, recent activity",
  description: 'Any member; each part is null when the member\'s permissions do not cover it (appointments.read, questions.read, reviews.moderate; the log by its kinds; the issue e-mail).',
  middleware: cabinetGuard(null),
  request: { params: cabinetParams },
  responses: {
    200: jsonResponse(
      'The dashboard',
      z.object({
        data: z
          .object({
            WEEKS: z.array(weekSchema).nullable(),
            OPEN: openCountsSchema,
            RECENT_ACTIVITY: z.array(auditEntrySchema).nullable().openapi({ description: 'The latest entries of the log of the kinds the member may read; null when they may read none' }),
            ACTIVITY_ALL_KINDS: z.boolean().openapi({ description: 'Whether the member reads every kind of the log (else an empty RECENT_ACTIVITY says nothing of the other kinds)' }),
            ISSUE_EMAIL: z
              .object({ EMAIL: z.string().nullable() })
              .nullable()
              .openapi({ description: "SPEC 4 issue e-mail of the company (null EMAIL: none set); null for a member with none of company.edit, appointments.read, questions.read" }),
            RECENT_VISITS: z
              .array(
                z.object({
                  ID: z.number().int(),
                  EVENT: z.enum(['booked', 'cancelled']),
                  AT: z.string().openapi({ description: 'When it was booked or cancelled' }),
                  START: z.string().openapi({ description: "The visit's start, an instant" }),
                  SOURCE: z.enum(VISIT_SOURCES),
                  PATIENT_NAME: z.string(),
                  DOCTOR: z.object({ ID: z.number().int(), FULL_NAME: z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() }) }),
                }),
              )
              .nullable()
              .openapi({ description: 'The latest visits booked or cancelled (issue 30), newest first; null without appointments.read' }),
            SETUP: z
              .array(
                z.object({
                  KEY: z.string().openapi({ description: `One of ${SETUP_STEPS.map((step) => step.key).join(', ')}` }),
                  DONE: z.boolean().openapi({ description: "Read from the clinic's data now (never a stored tick)" }),
                  SEGMENT: z.string().openapi({ description: 'The /pro section that does the step' }),
                  PERMISSION: z.enum(PERMISSIONS).openapi({ description: 'The permission that section needs' }),
                  ALLOWED: z.boolean().openapi({ description: 'Whether this member holds PERMISSION (the dashboard links only those steps)' }),
                }),
              )
              .openapi({ description: 'The guided setup (issue 31), in order: logo, brand (colour and legal details), contacts (phone, address, hours), doctors (one published), prices (a published price list with a row), about (its own text), page (a published text page of its own), menu (changed from the starter), gallery (three photos), domain (verified and pointing at us), online (the site is online)' }),
          })
          .openapi('BusinessDashboard'),
      }),
    ),
    ...errorResponses(401, 403),
  },
});

const openCountsRoute = createRoute({
  method: 'get',
  path: `${READ}/open_counts`,
  tags: ['business: audit'],
  summary: "The items awaiting action in a cabinet's inboxes (the navigation's counts; the dashboard's open items)",
  description: 'Any member; each count is null when the member\'s permissions do not cover it (appointments.read, questions.read, reviews.moderate).',
  middleware: cabinetGuard(null),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('The counts', z.object({ data: openCountsSchema })), ...errorResponses(401, 403) },
});

export function registerDashboardRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(dashboardRoute, async (c) => c.json({ data: dashboardToWire(await loadDashboard(c.get('member'))) }, 200));

  app.openapi(openCountsRoute, async (c) => c.json({ data: await loadOpenCounts(c.get('member')) }, 200));
}
