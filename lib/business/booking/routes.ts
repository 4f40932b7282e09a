import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { BOOKING_MODES, HOLIDAY_COUNTRIES } from '@/lib/db/schema/booking';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetItemParams, cabinetParams, okSchema } from '../wire';
import { companyTimeZone } from './doctor';
import { deleteException, setException } from './exceptions';
import { deleteHolidayOverride, listHolidays, setHolidayOverride } from './holidays';
import { setBookingMode, setWeeklyHours } from './hours';
import { bookingModeSchema, holidayOverrideSchema, scheduleExceptionSchema, scheduleRangeQuery, visitTypeSchema, weeklyHoursSchema } from './schemas';
import { dayRange, listScheduleDoctors, readScheduleSetup, visitTypeToWire } from './setup';
import { createVisitType, deleteVisitType, updateVisitType } from './visit-types';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: schedules'];
const GUARD = 'schedule.edit';

const localizedSchema = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });
const intervalWire = z.object({ START: z.string().openapi({ example: '09:00' }), END: z.string().openapi({ example: '13:00' }) });

const visitTypeWireSchema = z
  .object({
    ID: z.number().int(),
    NAME: localizedSchema,
    DURATION_MINUTES: z.number().int(),
    PRICE: z.number().int().nullable(),
    ACTIVE: z.boolean(),
    LIST_PRICE: z.number().int().nullable().openapi({ description: "The price of the clinic's price-list row of the same name, or null" }),
  })
  .openapi('VisitType');

const setupWireSchema = z
  .object({
    DOCTOR: z.object({ ID: z.number().int(), FULL_NAME: localizedSchema, SPECIALTY: localizedSchema }),
    TIME_ZONE: z.string().openapi({ description: "The clinic's IANA zone: every time here is its wall time", example: 'Asia/Almaty' }),
    TODAY: z.string().openapi({ description: "Today in the clinic's calendar, YYYY-MM-DD" }),
    FROM: z.string(),
    TO: z.string(),
    MODE: z.enum(BOOKING_MODES),
    VERSION: z.number().int().openapi({ description: 'The weekly hours\' VERSION: send it back with them; a newer one on the server is 409 edit_conflict' }),
    HOURS: z.array(z.object({ WEEKDAY: z.number().int().openapi({ description: '1 = Monday … 7 = Sunday' }), START: z.string(), END: z.string() })),
    VISIT_TYPES: z.array(visitTypeWireSchema),
    PRICE_LIST: z
      .object({ CURRENCY: z.string(), ROWS: z.array(z.object({ SERVICE: localizedSchema, PRICE: z.number(), FROM: z.boolean(), MATCHES_SPECIALTY: z.boolean() })) })
      .nullable()
      .openapi({ description: "The clinic's price-list rows as suggestions for visit types, those naming the doctor's specialty first; null without a price list" }),
    EXCEPTIONS: z.array(z.object({ ID: z.number().int(), DAY: z.string(), INTERVALS: z.array(intervalWire).openapi({ description: 'Empty: a day off' }), NOTE: z.string().nullable() })),
  })
  .openapi('ScheduleSetup');

const holidaysWireSchema = z
  .object({
    COUNTRY: z.enum(HOLIDAY_COUNTRIES),
    FROM: z.string(),
    TO: z.string(),
    DAYS: z.array(
      z.object({
        DAY: z.string(),
        NAME: localizedSchema,
        NATIONAL: z.boolean().openapi({ description: "A public holiday of the clinic's country" }),
        OWN: z.object({ ID: z.number().int(), CLOSED: z.boolean() }).nullable().openapi({ description: "The clinic's own change of the day: closed, or open on a public holiday; null: none" }),
      }),
    ),
  })
  .openapi('ScheduleHolidays');

const setupResponse = jsonResponse("The doctor's booking setup", z.object({ data: setupWireSchema }));

const doctorsRoute = createRoute({
  method: 'get',
  path: `${READ}/schedule`,
  tags: TAGS,
  summary: "The company's doctors with how patients book each (schedule.edit): the schedule page's doctor picker",
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetParams },
  responses: {
    200: jsonResponse('Doctors', z.object({ data: z.array(z.object({ ID: z.number().int(), FULL_NAME: localizedSchema, SPECIALTY: localizedSchema, MODE: z.enum(BOOKING_MODES) }).openapi('ScheduleDoctor')) })),
    ...errorResponses(401, 403),
  },
});

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/schedule/{id}`,
  tags: TAGS,
  summary: "A doctor's booking setup (schedule.edit): mode, weekly hours, visit types, price-list suggestions, days off in a range",
  description: 'A doctor of another company is 404 doctor_not_found. `from`/`to`: the days of the exceptions listed (default today and 90 days on; at most 366 days: `to: range_too_long`).',
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetItemParams, query: scheduleRangeQuery },
  responses: { 200: setupResponse, ...errorResponses(400, 401, 403, 404) },
});

const modeRoute = createRoute({
  method: 'put',
  path: `${WRITE}/schedule/{id}/mode`,
  tags: TAGS,
  summary: 'How patients book a doctor (schedule.edit): request (the clinic phones back) or slots (free times). Audited as schedule.mode',
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(bookingModeSchema) },
  responses: { 200: setupResponse, ...errorResponses(400, 401, 403, 404, 415) },
});

const hoursRoute = createRoute({
  method: 'put',
  path: `${WRITE}/schedule/{id}/hours`,
  tags: TAGS,
  summary: "A doctor's whole week at once (schedule.edit) from the VERSION read; a week saved since is 409 edit_conflict with the week as stored",
  description:
    'Every interval of every weekday (1 = Monday … 7 = Sunday); a break is the gap between two intervals. Field errors: `invalid_time` (HH:MM), `ends_before_starts`, `hours_overlap` (two intervals of one day overlap). Audited as schedule.hours.',
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(weeklyHoursSchema) },
  responses: { 200: setupResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const visitTypeResponse = jsonResponse('The visit type', z.object({ data: visitTypeWireSchema }));

const createVisitTypeRoute = createRoute({
  method: 'post',
  path: `${WRITE}/schedule/{id}/visit_types`,
  tags: TAGS,
  summary: 'Add a visit type to a doctor (schedule.edit): name per locale, 5 to 480 minutes, a price or none. Audited as visit_type.create',
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(visitTypeSchema) },
  responses: { 201: visitTypeResponse, ...errorResponses(400, 401, 403, 404, 415) },
});

const updateVisitTypeRoute = createRoute({
  method: 'put',
  path: `${WRITE}/visit_types/{id}`,
  tags: TAGS,
  summary: "Edit a visit type (schedule.edit); another company's is 404 visit_type_not_found. Audited as visit_type.update",
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(visitTypeSchema) },
  responses: { 200: visitTypeResponse, ...errorResponses(400, 401, 403, 404, 415) },
});

const deleteVisitTypeRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/visit_types/{id}`,
  tags: TAGS,
  summary: 'Delete a visit type (schedule.edit); visits booked with it keep their time. Audited as visit_type.delete',
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const exceptionRoute = createRoute({
  method: 'post',
  path: `${WRITE}/schedule/{id}/exceptions`,
  tags: TAGS,
  summary: 'A day off the weekly pattern for a doctor (schedule.edit): no intervals, a day off; else that day\'s hours. One a day: it replaces the last',
  description: 'A day before the clinic\'s today is 400 `day: day_in_past`; intervals as the week\'s. Audited as schedule.exception.',
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(scheduleExceptionSchema) },
  responses: { 200: setupResponse, ...errorResponses(400, 401, 403, 404, 415) },
});

const deleteExceptionRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/schedule_exceptions/{id}`,
  tags: TAGS,
  summary: 'Remove a day off the pattern (schedule.edit): the week\'s hours hold again. Audited as schedule.exception_delete',
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const holidaysResponse = jsonResponse("The clinic's holiday calendar", z.object({ data: holidaysWireSchema }));

const holidaysRoute = createRoute({
  method: 'get',
  path: `${READ}/schedule_holidays`,
  tags: TAGS,
  summary: "The clinic's holiday calendar in a range (schedule.edit): its country's public holidays and its own changes",
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetParams, query: scheduleRangeQuery },
  responses: { 200: holidaysResponse, ...errorResponses(400, 401, 403) },
});

const setHolidayRoute = createRoute({
  method: 'post',
  path: `${WRITE}/schedule_holidays`,
  tags: TAGS,
  summary: "The clinic's own change of a day (schedule.edit): closed, or working on a public holiday. One a day. Audited as holiday.set",
  description: 'A day before the clinic\'s today is 400 `day: day_in_past`. Answers the calendar from that day on.',
  middleware: cabinetGuard(GUARD, { json: true }),
  request: { params: cabinetParams, body: jsonBody(holidayOverrideSchema) },
  responses: { 200: holidaysResponse, ...errorResponses(400, 401, 403, 415) },
});

const deleteHolidayRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/schedule_holidays/{id}`,
  tags: TAGS,
  summary: "Remove the clinic's own change of a day (schedule.edit); a public holiday itself is 404 holiday_not_found. Audited as holiday.delete",
  middleware: cabinetGuard(GUARD),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

export function registerScheduleRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(doctorsRoute, async (c) => c.json({ data: await listScheduleDoctors(c.get('member').company.id) }, 200));

  app.openapi(readRoute, async (c) => c.json({ data: await readScheduleSetup(c.get('member'), c.req.valid('param').id, c.req.valid('query')) }, 200));

  app.openapi(modeRoute, async (c) => {
    const { id } = c.req.valid('param');
    await setBookingMode(c.get('member'), id, c.req.valid('json').mode);
    return c.json({ data: await readScheduleSetup(c.get('member'), id, {}) }, 200);
  });

  app.openapi(hoursRoute, async (c) => {
    const { id } = c.req.valid('param');
    await setWeeklyHours(c.get('member'), id, c.req.valid('json'));
    return c.json({ data: await readScheduleSetup(c.get('member'), id, {}) }, 200);
  });

  app.openapi(createVisitTypeRoute, async (c) => c.json({ data: visitTypeToWire(await createVisitType(c.get('member'), c.req.valid('param').id, c.req.valid('json'))) }, 201));

  app.openapi(updateVisitTypeRoute, async (c) => c.json({ data: visitTypeToWire(await updateVisitType(c.get('member'), c.req.valid('param').id, c.req.valid('json'))) }, 200));

  app.openapi(deleteVisitTypeRoute, async (c) => {
    await deleteVisitType(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(exceptionRoute, async (c) => {
    const { id } = c.req.valid('param');
    await setException(c.get('member'), id, c.req.valid('json'));
    return c.json({ data: await readScheduleSetup(c.get('member'), id, {}) }, 200);
  });

  app.openapi(deleteExceptionRoute, async (c) => {
    await deleteException(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(holidaysRoute, async (c) => {
    const member = c.get('member');
    const range = dayRange(await companyTimeZone(member.company.id), c.req.valid('query'));
    const calendar = await listHolidays(member.company.id, range.from, range.to);
    return c.json({ data: holidaysToWire(calendar, range) }, 200);
  });

  app.openapi(setHolidayRoute, async (c) => {
    const member = c.get('member');
    const input = c.req.valid('json');
    await setHolidayOverride(member, input);
    const range = dayRange(await companyTimeZone(member.company.id), {});
    return c.json({ data: holidaysToWire(await listHolidays(member.company.id, range.from, range.to), range) }, 200);
  });

  app.openapi(deleteHolidayRoute, async (c) => {
    await deleteHolidayOverride(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
}

function holidaysToWire(calendar: Awaited<ReturnType<typeof listHolidays>>, range: { from: string; to: string }) {
  return {
    COUNTRY: calendar.country,
    FROM: range.from,
    TO: range.to,
    DAYS: calendar.days.map((day) => ({ DAY: day.day, NAME: { ...day.name, ru: day.name.ru ?? '' }, NATIONAL: day.national, OWN: day.own ? { ID: day.own.id, CLOSED: day.own.closed } : null })),
  };
}
