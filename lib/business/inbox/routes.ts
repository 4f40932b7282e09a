import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { spend } from '@/lib/security/rate-limit';
import { CSV_TYPE } from './csv';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { listAppointmentRequests, updateAppointmentRequest } from './appointments';
import { appointmentsCsv, INBOX_EXPORT_MAX_ROWS, questionsCsv } from './export';
import { inboxExportFileName } from './export-name';
import { inboxFilterQuery, inboxListQuery as listQuery, statusCountsSchema } from './filter';
import { answerQuestion, listQuestions, updateQuestion } from './questions';
import { inboxChangeSchema, inboxStatusSchema as statusSchema, questionAnswerSchema } from './schemas';
import { cabinetItemParams, cabinetParams, pageMeta, pageMetaSchema } from '../wire';

// The bodies are the forms' own schemas (inbox/schemas.ts, loadable by the browser).
const changeSchema = inboxChangeSchema.openapi('InboxChange');

const appointmentSchema = z
  .object({
    ID: z.number().int(),
    NAME: z.string(),
    PHONE: z.string(),
    EMAIL: z.string().nullable(),
    PREFERRED_DATE: z.string().nullable().openapi({ description: 'YYYY-MM-DD' }),
    COMMENT: z.string().nullable(),
    SPECIALIST: z.object({ SLUG: z.string(), FULL_NAME: z.string() }).nullable(),
    LOCALE: z.string(),
    STATUS: statusSchema,
    NOTE: z.string().nullable(),
    FROM_SIGNED_IN_PATIENT: z.boolean(),
    CREATED_AT: z.string(),
    UPDATED_AT: z.string(),
  })
  .openapi('InboxAppointmentRequest');

const questionSchema = z
  .object({
    ID: z.number().int(),
    NAME: z.string(),
    EMAIL: z.string(),
    PHONE: z.string().nullable(),
    TEXT: z.string(),
    LOCALE: z.string(),
    STATUS: statusSchema,
    NOTE: z.string().nullable(),
    ANSWER: z.string().nullable(),
    ANSWERED_AT: z.string().nullable(),
    FROM_SIGNED_IN_PATIENT: z.boolean(),
    CREATED_AT: z.string(),
    UPDATED_AT: z.string(),
  })
  .openapi('InboxQuestion');

type AppointmentRow = Awaited<ReturnType<typeof listAppointmentRequests>>['items'][number];
type QuestionRow = Awaited<ReturnType<typeof listQuestions>>['items'][number];

function appointmentToWire({ request, specialist }: { request: AppointmentRow['request']; specialist: AppointmentRow['specialist'] }, locale: Parameters<typeof pickLocalized>[1]) {
  return {
    ID: request.id,
    NAME: request.name,
    PHONE: request.phone,
    EMAIL: request.email,
    PREFERRED_DATE: request.preferredDate,
    COMMENT: request.comment,
    SPECIALIST: specialist ? { SLUG: specialist.slug, FULL_NAME: pickLocalized(specialist.fullName, locale) } : null,
    LOCALE: request.locale,
    STATUS: request.status,
    NOTE: request.note,
    FROM_SIGNED_IN_PATIENT: request.userId !== null,
    CREATED_AT: request.createdAt.toISOString(),
    UPDATED_AT: request.updatedAt.toISOString(),
  };
}

function questionToWire(row: QuestionRow) {
  return {
    ID: row.id,
    NAME: row.name,
    EMAIL: row.email,
    PHONE: row.phone,
    TEXT: row.text,
    LOCALE: row.locale,
    STATUS: row.status,
    NOTE: row.note,
    ANSWER: row.answer,
    ANSWERED_AT: row.answeredAt?.toISOString() ?? null,
    FROM_SIGNED_IN_PATIENT: row.userId !== null,
    CREATED_AT: row.createdAt.toISOString(),
    UPDATED_AT: row.updatedAt.toISOString(),
  };
}

const FILTER_NOTE = 'Filter by status, a search (q: name, e-mail, text, phone digits) and the days received (from, to); paged; `counts` gives the rows per status under the same search and days.';

const INTEGRATOR_NOTE = ' Also under /api-business/ for an integrator (the clinic\'s MIS), which must send X-Integrator-Key: front and a member\'s session.';

const appointmentListRoute = (prefix: 'business-api-front2' | 'api-business') =>
  createRoute({
    method: 'get',
    path: `/api/${prefix}/{locale}/{companyCode}/{cabinetCode}/business/appointments`,
    tags: ['business: inbox'],
    summary: "The company's appointment requests, newest first (appointments.read)" + (prefix === 'api-business' ? ' — integrator' : ''),
    description: FILTER_NOTE + INTEGRATOR_NOTE,
    middleware: cabinetGuard('appointments.read'),
    request: { params: cabinetParams, query: listQuery },
    responses: { 200: jsonResponse('A page of requests', z.object({ data: z.array(appointmentSchema), meta: pageMetaSchema, counts: statusCountsSchema })), ...errorResponses(400, 401, 403) },
  });

const questionListRoute = (prefix: 'business-api-front2' | 'api-business') =>
  createRoute({
    method: 'get',
    path: `/api/${prefix}/{locale}/{companyCode}/{cabinetCode}/business/questions`,
    tags: ['business: inbox'],
    summary: "The company's questions, newest first (questions.read)" + (prefix === 'api-business' ? ' — integrator' : ''),
    description: FILTER_NOTE + INTEGRATOR_NOTE,
    middleware: cabinetGuard('questions.read'),
    request: { params: cabinetParams, query: listQuery },
    responses: { 200: jsonResponse('A page of questions', z.object({ data: z.array(questionSchema), meta: pageMetaSchema, counts: statusCountsSchema })), ...errorResponses(400, 401, 403) },
  });

const exportRoute = (area: 'appointments' | 'questions') =>
  createRoute({
    method: 'get',
    path: `/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/${area}/export`,
    tags: ['business: inbox'],
    summary: `The ${area === 'appointments' ? 'appointment requests' : 'questions'} the filter selects as a CSV file (${area}.read)`,
    description:
      `The list's filter (status, q, from, to), every page, newest first, at most ${INBOX_EXPORT_MAX_ROWS} rows (more: 400 export_too_large). ` +
      "UTF-8 with a BOM, `;` between cells, headers in the path's language, times in the clinic's time zone (Asia/Almaty), " +
      "cells starting with = + - @ tab or CR prefixed with '. Content-Disposition: attachment. 60 exports an hour per member (429).",
    middleware: cabinetGuard(`${area}.read`),
    request: { params: cabinetParams, query: inboxFilterQuery },
    responses: {
      200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
      ...errorResponses(400, 401, 403, 429),
    },
  });

const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';

const updateAppointmentRoute = createRoute({
  method: 'put',
  path: `${WRITE}/appointments/{id}`,
  tags: ['business: inbox'],
  summary: "Set an appointment request's status and/or internal note (appointments.read)",
  middleware: cabinetGuard('appointments.read', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(changeSchema) },
  responses: { 200: jsonResponse('The request', z.object({ data: appointmentSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

const updateQuestionRoute = createRoute({
  method: 'put',
  path: `${WRITE}/questions/{id}`,
  tags: ['business: inbox'],
  summary: "Set a question's status and/or internal note (questions.read)",
  middleware: cabinetGuard('questions.read', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(changeSchema) },
  responses: { 200: jsonResponse('The question', z.object({ data: questionSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

const answerQuestionRoute = createRoute({
  method: 'post',
  path: `${WRITE}/questions/{id}/answer`,
  tags: ['business: inbox'],
  summary: 'Answer a question (questions.read): stored, shown in the patient\'s profile, mailed to the patient in the question\'s language; the question is done',
  middleware: cabinetGuard('questions.read', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(questionAnswerSchema.openapi('QuestionAnswer')) },
  responses: { 200: jsonResponse('The answered question', z.object({ data: questionSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

export function registerInboxRoutes(app: OpenAPIHono<BusinessEnv>) {
  for (const prefix of ['business-api-front2', 'api-business'] as const) {
    app.openapi(appointmentListRoute(prefix), async (c) => {
      const { page, page_size, ...filter } = c.req.valid('query');
      const { total, counts, items } = await listAppointmentRequests(c.get('member').company.id, { ...filter, offset: (page - 1) * page_size, limit: page_size });
      return c.json({ data: items.map((row) => appointmentToWire(row, c.get('locale'))), meta: pageMeta(page, page_size, total), counts }, 200);
    });
    app.openapi(questionListRoute(prefix), async (c) => {
      const { page, page_size, ...filter } = c.req.valid('query');
      const { total, counts, items } = await listQuestions(c.get('member').company.id, { ...filter, offset: (page - 1) * page_size, limit: page_size });
      return c.json({ data: items.map(questionToWire), meta: pageMeta(page, page_size, total), counts }, 200);
    });
  }

  for (const area of ['appointments', 'questions'] as const) {
    app.openapi(exportRoute(area), async (c) => {
      const member = c.get('member');
      await spend('inboxExportUser', String(member.user.id));
      const build = area === 'appointments' ? appointmentsCsv : questionsCsv;
      const file = await build(member.company.id, c.req.valid('query'), c.get('locale'));
      return c.body(file, 200, {
        'content-type': CSV_TYPE,
        'content-disposition': `attachment; filename="${inboxExportFileName(area, member.company.code)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    });
  }

  app.openapi(updateAppointmentRoute, async (c) => {
    const row = await updateAppointmentRequest(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: appointmentToWire(row, c.get('locale')) }, 200);
  });

  app.openapi(updateQuestionRoute, async (c) => {
    const row = await updateQuestion(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: questionToWire(row) }, 200);
  });

  app.openapi(answerQuestionRoute, async (c) => {
    const row = await answerQuestion(c.get('member'), c.req.valid('param').id, c.req.valid('json').answer);
    return c.json({ data: questionToWire(row) }, 200);
  });
}
