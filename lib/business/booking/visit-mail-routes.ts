import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetParams } from '../wire';
import { readVisitMail, setVisitMail } from './visit-mail';

/*
 * The member's own "e-mail me about visits" switch on the calendar page (docs/decisions.md
 * "Booking: the staff's visit e-mails"): for those who read the calendar (appointments.read), as
 * the e-mails are sent only while they may.
 */
const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: calendar'];
const HANDLE = 'appointments.read';

export const visitMailSchema = z.strictObject({ on: z.boolean({ error: 'invalid' }).openapi({ description: 'true: e-mail me; false: do not' }) }, { error: 'invalid_type' }).openapi('VisitMailSwitch');

const wireSchema = z
  .object({
    ON: z.boolean(),
    EMAIL: z.string().nullable().openapi({ description: "The member's confirmed e-mail the messages go to; null: none, so no e-mail comes" }),
  })
  .openapi('VisitMail');

const response = jsonResponse("The member's switch", z.object({ data: wireSchema }));

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/calendar/visit_mail`,
  tags: TAGS,
  summary: "The member's own switch (appointments.read): an e-mail when a visit of the company is booked, moved or cancelled, and the address it goes to",
  middleware: cabinetGuard(HANDLE),
  request: { params: cabinetParams },
  responses: { 200: response, ...errorResponses(400, 401, 403) },
});

const writeRoute = createRoute({
  method: 'put',
  path: `${WRITE}/calendar/visit_mail`,
  tags: TAGS,
  summary: "Switch the member's own visit e-mails on or off for this company (appointments.read); no one else's",
  description: 'One e-mail per visit booked, moved or cancelled (not about a change the member made), while the member holds appointments.read, to their confirmed e-mail.',
  middleware: cabinetGuard(HANDLE, { json: true }),
  request: { params: cabinetParams, body: jsonBody(visitMailSchema) },
  responses: { 200: response, ...errorResponses(400, 401, 403, 415) },
});

export function registerVisitMailRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(readRoute, async (c) => c.json({ data: await readVisitMail(c.get('member')) }, 200));
  app.openapi(writeRoute, async (c) => c.json({ data: await setVisitMail(c.get('member'), c.req.valid('json').on) }, 200));
}
