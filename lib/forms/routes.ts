import { randomInt } from 'node:crypto';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestHostOf } from '@/lib/auth/request-host';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { clientIp } from '@/lib/http/client-ip';
import { HttpError } from '@/lib/http/errors';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { limitFormByAddress, limitFormByCompany } from '@/lib/security/rate-limit';
import { requireOpenCompany } from '@/lib/tenants/api-site';
import { createAppointmentRequest, findSpecialistChoice } from './appointment';
import { createQuestion } from './question';
import type { FormSender } from './sender';
import { appointmentSchema, questionSchema } from './schemas';

const APPOINTMENT_PATH = '/api/w-front/{locale}/v1/appointment';
const QUESTIONS_PATH = '/api/w-front/{locale}/v1/questions';

const createdSchema = z.object({ data: z.object({ id: z.number().int() }) });

const appointmentRoute = createRoute({
  method: 'post',
  path: APPOINTMENT_PATH,
  tags: ['forms'],
  summary: 'Appointment request (online entry): stored, then the clinic and the visitor are e-mailed by a job',
  request: { params: pathParams({}), body: jsonBody(appointmentSchema) },
  responses: {
    201: jsonResponse('Stored; mail is queued', createdSchema),
    ...errorResponses(400, 401, 403, 404, 409, 415, 429),
  },
});

const questionRoute = createRoute({
  method: 'post',
  path: QUESTIONS_PATH,
  tags: ['forms'],
  summary: "Ask a question: stored, then the clinic's issues e-mail and the visitor are e-mailed by a job",
  request: { params: pathParams({}), body: jsonBody(questionSchema) },
  responses: {
    201: jsonResponse('Stored; mail is queued', createdSchema),
    ...errorResponses(400, 401, 403, 404, 409, 415, 429),
  },
});

/**
 * Who sent a form and from where: the signed-in patient, if any (a signed-out visitor sends
 * forms as before), and the host the form was on, for the consent record.
 */
async function formSender(c: Context): Promise<FormSender> {
  const user = await getSessionUser(getCookie(c, SESSION_COOKIE), requestHostOf(c));
  return { userId: user?.id ?? null, site: c.req.header('host') ?? '' };
}

// A bot that filled the honeypot gets the same answer as a person, and nothing is stored.
const pretendCreated = () => ({ data: { id: randomInt(1, 1_000_000) } });

export function registerFormRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(honoPath(APPOINTMENT_PATH), requireJsonBody);
  app.use(honoPath(QUESTIONS_PATH), requireJsonBody);

  app.openapi(appointmentRoute, async (c) => {
    const input = c.req.valid('json');
    await limitFormByAddress('appointment', clientIp(c));
    if (input.website) return c.json(pretendCreated(), 201);
    const locale = c.get('locale');
    const company = await requireOpenCompany(input.COMPANY_CODE, locale);
    if (!company.isActiveOnlineEntry) throw new HttpError(409, 'online_entry_disabled', 'The company does not take appointment requests online');
    const specialist = input.specialistId ? await findSpecialistChoice(company.id, input.specialistId) : null;
    if (input.specialistId && !specialist) throw new HttpError(404, 'specialist_not_found', 'Specialist not found', { specialistId: ['specialist_not_found'] });
    await limitFormByCompany('appointment', company.id);
    const id = await createAppointmentRequest(company, input, locale, specialist, await formSender(c));
    return c.json({ data: { id } }, 201);
  });

  app.openapi(questionRoute, async (c) => {
    const input = c.req.valid('json');
    await limitFormByAddress('question', clientIp(c));
    if (input.website) return c.json(pretendCreated(), 201);
    const locale = c.get('locale');
    const company = await requireOpenCompany(input.COMPANY_CODE, locale);
    if (!company.emailForIssues) throw new HttpError(409, 'questions_disabled', 'The company has no e-mail for questions');
    await limitFormByCompany('question', company.id);
    const id = await createQuestion(company, input, locale, await formSender(c));
    return c.json({ data: { id } }, 201);
  });
}
