import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BOOKING_MODES, VISIT_SOURCES, VISIT_STATUSES } from '@/lib/db/schema/booking';
import { conflictSchema, withNextTimes } from '@/lib/booking/routes';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetItemParams, cabinetParams, okSchema } from '../wire';
import { markVisit, readCalendar } from './calendar';
import { blockTimeSchema, calendarQuery, moveVisitSchema, phoneBookingSchema, visitStatusSchema } from './calendar-schemas';
import { blockDoctorTime, bookForPatient, moveForPatient, unblockDoctorTime } from './calendar-writes';

/*
 * The clinic's calendar (docs/decisions.md "Booking: the clinic's calendar"). Permissions: those
 * who handle appointments (appointments.read: the reception, the doctors) read the calendar, mark
 * visits, book for a patient who phoned and move a visit; taking time out of a doctor's schedule
 * and giving it back is schedule.edit's, as the schedule itself.
 */
const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: calendar'];
const HANDLE = 'appointments.read';
const BLOCK = 'schedule.edit';

const localizedSchema = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

const calendarVisitSchema = z
  .object({
    ID: z.number().int(),
    DOCTOR_ID: z.number().int(),
    START: z.string().openapi({ description: 'An instant, ISO 8601 UTC: show it in TIME_ZONE' }),
    END: z.string(),
    STATUS: z.enum(VISIT_STATUSES).openapi({ description: 'booked, came, no_show, cancelled; blocked: time the clinic took out (no patient)' }),
    SOURCE: z.enum(VISIT_SOURCES).openapi({ description: 'site: the patient booked; phone: the clinic for a patient who phoned; clinic: blocked time' }),
    TYPE: z.object({ ID: z.number().int(), NAME: localizedSchema }).nullable(),
    PATIENT: z.object({ NAME: z.string(), PHONE: z.string() }).nullable(),
    NOTE: z.string().nullable(),
    VERSION: z.number().int().openapi({ description: 'Send it back with a mark or a move; a visit changed since is 409 edit_conflict' }),
    CREATED_AT: z.string(),
  })
  .openapi('CalendarVisit');

const calendarSchema = z
  .object({
    TIME_ZONE: z.string().openapi({ description: "The clinic's IANA zone", example: 'Asia/Almaty' }),
    TODAY: z.string(),
    FROM: z.string(),
    TO: z.string(),
    DOCTORS: z.array(
      z.object({
        ID: z.number().int(),
        FULL_NAME: localizedSchema,
        SPECIALTY: localizedSchema,
        MODE: z.enum(BOOKING_MODES),
        VISIT_TYPES: z.array(z.object({ ID: z.number().int(), NAME: localizedSchema, DURATION_MINUTES: z.number().int() })),
      }),
    ),
    VISITS: z.array(calendarVisitSchema),
  })
  .openapi('Calendar');

const visitResponse = jsonResponse('The visit', z.object({ data: calendarVisitSchema.pick({ ID: true, DOCTOR_ID: true, START: true, END: true, STATUS: true, SOURCE: true, VERSION: true }) }));
const taken = { 409: jsonResponse('slot_taken with `next` (the doctor\'s next free times), edit_conflict, visit_not_markable or doctor_not_bookable', conflictSchema) };

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/calendar`,
  tags: TAGS,
  summary: "The clinic's calendar (appointments.read): a day or a week of visits and blocked time, one doctor's or the whole clinic's, with the bookable doctors and their visit types",
  description: 'A doctor of another company is 404 doctor_not_found. Holds (a patient filling in their details) are not listed; cancelled visits are.',
  middleware: cabinetGuard(HANDLE),
  request: { params: cabinetParams, query: calendarQuery },
  responses: { 200: jsonResponse('The calendar', z.object({ data: calendarSchema })), ...errorResponses(400, 401, 403, 404) },
});

const statusRoute = createRoute({
  method: 'put',
  path: `${WRITE}/visits/{id}/status`,
  tags: TAGS,
  summary: 'Mark a visit came, no_show or cancelled (appointments.read) from its VERSION; cancelled frees the time. Audited as visit.came / visit.no_show / visit.cancel',
  description: "Another company's visit is 404 visit_not_found; a cancelled visit or blocked time is 409 visit_not_markable.",
  middleware: cabinetGuard(HANDLE, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(visitStatusSchema) },
  responses: { 200: jsonResponse('Marked', okSchema), ...errorResponses(400, 401, 403, 404, 415), 409: jsonResponse('edit_conflict or visit_not_markable', conflictSchema) },
});

const moveRoute = createRoute({
  method: 'put',
  path: `${WRITE}/visits/{id}/move`,
  tags: TAGS,
  summary: "Move a booked visit to another start of its doctor (appointments.read): the same length, under the no-overlap constraint. Audited as visit.move",
  description: "`day` and `start` are the clinic's calendar and wall time. Field errors at `start`: slot_outside_hours, slot_on_holiday, slot_in_past. The patient's change limit does not bind the clinic.",
  middleware: [...cabinetGuard(HANDLE, { json: true }), withNextTimes],
  request: { params: cabinetItemParams, body: jsonBody(moveVisitSchema) },
  responses: { 200: visitResponse, ...errorResponses(400, 401, 403, 404, 415), ...taken },
});

const bookRoute = createRoute({
  method: 'post',
  path: `${WRITE}/calendar/visits`,
  tags: TAGS,
  summary: 'Book a visit for a patient who phoned (appointments.read): name and phone, no SMS code; source phone. Audited as visit.book',
  description: "Checked as the public's booking (the doctor's hours and grid, holidays, not in the past) and guarded by the no-overlap constraint: a taken time is 409 slot_taken with the next free times.",
  middleware: [...cabinetGuard(HANDLE, { json: true }), withNextTimes],
  request: { params: cabinetParams, body: jsonBody(phoneBookingSchema) },
  responses: { 201: visitResponse, ...errorResponses(400, 401, 403, 404, 415), ...taken },
});

const blockRoute = createRoute({
  method: 'post',
  path: `${WRITE}/calendar/blocks`,
  tags: TAGS,
  summary: "Take time out of a doctor's schedule (schedule.edit): a meeting, a break. Never over a visit: 409 slot_taken. Audited as visit.block",
  middleware: [...cabinetGuard(BLOCK, { json: true }), withNextTimes],
  request: { params: cabinetParams, body: jsonBody(blockTimeSchema) },
  responses: { 201: visitResponse, ...errorResponses(400, 401, 403, 404, 415), ...taken },
});

const unblockRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/calendar/blocks/{id}`,
  tags: TAGS,
  summary: 'Give blocked time back (schedule.edit); a visit or another company\'s block is 404 visit_not_found. Audited as visit.unblock',
  middleware: cabinetGuard(BLOCK),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Removed', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const localeOf = (c: Context): Locale => {
  const locale = c.get('locale' as never) as unknown;
  return isLocale(locale) ? locale : 'ru';
};

const visitToWire = (visit: { id: number; specialistId: number; start: Date; end: Date; status: (typeof VISIT_STATUSES)[number]; source: (typeof VISIT_SOURCES)[number]; version: number }) => ({
  ID: visit.id,
  DOCTOR_ID: visit.specialistId,
  START: visit.start.toISOString(),
  END: visit.end.toISOString(),
  STATUS: visit.status,
  SOURCE: visit.source,
  VERSION: visit.version,
});

export function registerCalendarRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(readRoute, async (c) => c.json({ data: await readCalendar(c.get('member'), c.req.valid('query')) }, 200));

  app.openapi(statusRoute, async (c) => {
    await markVisit(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(moveRoute, async (c) => c.json({ data: visitToWire(await moveForPatient(c.get('member'), c.req.valid('param').id, c.req.valid('json'), localeOf(c))) }, 200));

  app.openapi(bookRoute, async (c) => c.json({ data: visitToWire(await bookForPatient(c.get('member'), c.req.valid('json'), localeOf(c))) }, 201));

  app.openapi(blockRoute, async (c) => c.json({ data: visitToWire(await blockDoctorTime(c.get('member'), c.req.valid('json'), localeOf(c))) }, 201));

  app.openapi(unblockRoute, async (c) => {
    await unblockDoctorTime(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
}
