import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestHostOf } from '@/lib/auth/request-host';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import { surrogateKeyHeaders } from '@/lib/edge/surrogate-keys';
import { clientIp } from '@/lib/http/client-ip';
import { type ApiErrorBody } from '@/lib/http/errors';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses, errorSchema, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { limitFormByAddress } from '@/lib/security/rate-limit';
import { requireOfferingCompany, requireOpenCompany } from '@/lib/tenants/api-site';
import { BookingError, bookingErrorText, type BookingErrorCode } from './errors';
import { confirmBookingPhone, sendBookingCode } from './phone-code';
import { findBookingDoctor, isBookable, listVisitTypes } from './queries';
import { releaseHold } from './release-hold';
import { bookSchema, cancelSchema, codeSchema, holdSchema, moveSchema, releaseSchema, slotsQuerySchema } from './schemas';
import { cachedSlotsAnswer, slotsCacheControl, slotsTags } from './slot-cache';
import { checkRange } from './slots';
import { readVisitToken, visitToken } from './tokens';
import { requireVisitOfClinic } from './visit-clinic';
import { bookVisit, cancelVisit, holdSlot, moveVisit, type Visit } from './visits';

const READ = '/api/front/{locale}/v1/booking/{code}/doctors/{id}';
const WRITE = '/api/w-front/{locale}/v1/booking';
const WRITE_PATHS = ['hold', 'code', 'book', 'cancel', 'move', 'release'].map((name) => `${WRITE}/${name}`);

const localeOf = (c: Context): Locale => {
  const locale = c.get('locale' as never) as unknown;
  return isLocale(locale) ? locale : 'ru';
};

type Issue = { path: PropertyKey[]; message: string };

/** 400 invalid_input with each field's codes and, in the caller's language, the message and each field's sentence. */
export function bookingValidationHook(result: { success: boolean; error?: { issues: Issue[] } }, c: Context) {
  if (result.success || !result.error) return undefined;
  const locale = localeOf(c);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  const fieldMessages = Object.fromEntries(Object.entries(fields).map(([field, codes]) => [field, bookingErrorText(locale, codes[0])]));
  return c.json({ error: { code: 'invalid_input', message: bookingErrorText(locale, 'invalid_input'), fields, fieldMessages } } satisfies ApiErrorBody, 400);
}

/** A 409 slot_taken carries the doctor's next free times in `error.next` (the API base's answer knows no such field). */
export const withNextTimes: MiddlewareHandler = async (c, next) => {
  await next();
  const error = c.error;
  if (!(error instanceof BookingError) || !error.next) return;
  c.res = undefined;
  c.res = c.json({ error: { code: error.code, message: error.message, next: error.next } }, 409);
};

const nextSchema = z.array(z.object({ start: z.string(), end: z.string() })).openapi({ description: "On 409 slot_taken: the doctor's next free times of that visit type (up to 5)" });
export const conflictSchema = z.object({ error: errorSchema.shape.error.extend({ next: nextSchema.optional() }) }).openapi('BookingConflict');
const conflict = { 409: jsonResponse('slot_taken (with `next`), doctor_not_bookable, online_entry_disabled (the clinic switched online entry off), link_void or change_too_late', conflictSchema) };

const doctorParams = pathParams({ code: companyCodeParam, id: z.string().regex(/^\d{1,9}$/).openapi({ description: "The doctor's id", example: '1' }) });

const visitTypeWire = z.object({ id: z.number().int(), name: z.string(), duration_minutes: z.number().int(), price: z.number().int().nullable() });

const infoRoute = createRoute({
  method: 'get',
  path: READ,
  tags: ['booking'],
  summary: "A doctor's booking: the mode ('slots' or 'request'), the clinic's time zone, the visit types with length and price",
  request: { params: doctorParams },
  responses: {
    200: jsonResponse('The booking info', z.object({ data: z.object({ specialist_id: z.number().int(), mode: z.enum(['request', 'slots']), time_zone: z.string(), visit_types: z.array(visitTypeWire) }) })),
    ...errorResponses(400, 401, 404),
  },
});

const slotWire = z.object({ start: z.string(), end: z.string(), date: z.string().openapi({ description: "The clinic's wall date" }), time: z.string().openapi({ description: "The clinic's wall time HH:MM" }) });

const slotsRoute = createRoute({
  method: 'get',
  path: `${READ}/slots`,
  tags: ['booking'],
  summary: "A doctor's free slots of a visit type for a range of the clinic's dates (at most 31 days), in time order; 409 online_entry_disabled when the clinic switched online entry off",
  request: { params: doctorParams, query: slotsQuerySchema },
  responses: {
    200: jsonResponse('The free slots', z.object({ data: z.object({ time_zone: z.string(), duration_minutes: z.number().int(), slots: z.array(slotWire) }) })),
    ...errorResponses(400, 401, 404),
    ...conflict,
  },
});

const visitWire = z.object({
  id: z.number().int(),
  status: z.string(),
  specialist_id: z.number().int(),
  visit_type_id: z.number().int().nullable(),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
});

const writeErrors = { ...errorResponses(400, 401, 403, 404, 415, 429), ...conflict };
const writeRequest = <S extends z.ZodType>(schema: S) => ({ params: pathParams({}), body: jsonBody(schema) });

const holdRoute = createRoute({
  method: 'post',
  path: `${WRITE}/hold`,
  tags: ['booking'],
  summary: 'Hold a free slot for 10 minutes while the patient fills in their details',
  request: writeRequest(holdSchema),
  responses: { 201: jsonResponse('Held', z.object({ data: visitWire.extend({ hold_token: z.string(), hold_expires_at: z.string() }) })), ...writeErrors },
});

const codeRoute = createRoute({
  method: 'post',
  path: `${WRITE}/code`,
  tags: ['booking'],
  summary: 'Send an SMS code to confirm the phone of a signed-out patient',
  request: writeRequest(codeSchema),
  responses: { 202: jsonResponse('Queued', z.object({ data: z.object({ sent: z.boolean() }) })), ...writeErrors },
});

const bookRoute = createRoute({
  method: 'post',
  path: `${WRITE}/book`,
  tags: ['booking'],
  summary: "Book a slot (a held one with its hold_token, or directly). Signed in: the session's account; signed out: phone + SMS code + consent (the account is found or made by the phone)",
  request: writeRequest(bookSchema),
  responses: { 201: jsonResponse('Booked', z.object({ data: visitWire.extend({ manage_token: z.string() }) })), ...writeErrors },
});

const cancelRoute = createRoute({
  method: 'post',
  path: `${WRITE}/cancel`,
  tags: ['booking'],
  summary: 'Cancel a visit with its manage token (no sign-in); the token is void after',
  request: writeRequest(cancelSchema),
  // No rate limit: the token is the secret (an HMAC), and a cancel frees time rather than taking it.
  responses: { 200: jsonResponse('Cancelled', z.object({ data: visitWire })), ...errorResponses(400, 401, 403, 404, 415), ...conflict },
});

const moveRoute = createRoute({
  method: 'post',
  path: `${WRITE}/move`,
  tags: ['booking'],
  summary: 'Move a visit to another free start with its manage token (no sign-in); the answer carries the new token, the old one is void',
  request: writeRequest(moveSchema),
  responses: { 200: jsonResponse('Moved', z.object({ data: visitWire.extend({ manage_token: z.string() }) })), ...writeErrors },
});

const releaseRoute = createRoute({
  method: 'post',
  path: `${WRITE}/release`,
  tags: ['booking'],
  summary:
    'Give back a held time the patient left (closed the dialog, picked another time) with its hold_token: only that hold goes, never a booked visit; the time is free at once. A forged token is 409 link_void, a hold already gone (booked, released, expired) 409 hold_expired',
  request: writeRequest(releaseSchema),
  responses: { 200: jsonResponse('Released', z.object({ data: z.object({ id: z.number().int(), released: z.literal(true) }) })), ...writeErrors },
});

function toWire(visit: Visit, timeZone: string) {
  return {
    id: visit.id,
    status: visit.status,
    specialist_id: visit.specialistId,
    visit_type_id: visit.visitTypeId,
    start: visit.start.toISOString(),
    end: visit.end.toISOString(),
    date: instantToWallDate(visit.start, timeZone),
    time: instantToWallTime(visit.start, timeZone),
  };
}

const fieldError = (locale: Locale, status: 400 | 404 | 409, code: BookingErrorCode, field: string, fieldCode: BookingErrorCode = code) => new BookingError(status, code, locale, { [field]: fieldCode });

/**
 * A clinic that switched online entry off (SPEC 2.5; its pages then offer no times) takes no hold
 * or booking and shows no free times: 409 online_entry_disabled. Cancels and moves of visits already
 * booked still work (docs/decisions.md "Booking: the online entry switch").
 */
function requireOnlineEntry(company: { isActiveOnlineEntry: boolean }, locale: Locale) {
  if (!company.isActiveOnlineEntry) throw new BookingError(409, 'online_entry_disabled', locale);
}

/** The published doctor the path names in this company, or 404. */
async function pathDoctor(c: Context, code: string, id: string) {
  const locale = localeOf(c);
  const company = await requireOfferingCompany(code, locale);
  const doctor = await findBookingDoctor(company.id, Number(id));
  if (!doctor || !doctor.isPublished) throw new BookingError(404, 'not_found', locale);
  return doctor;
}

/** A visit of a manage token (void after a move or cancel: its version moved on). */
function manageTokenOf(token: string, locale: Locale) {
  const read = readVisitToken(token, 'manage');
  if (!read) throw fieldError(locale, 409, 'link_void', 'token');
  return read;
}

export function registerBookingRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(honoPath(READ), withNextTimes);
  app.use(honoPath(`${READ}/slots`), withNextTimes);
  for (const path of WRITE_PATHS) {
    app.use(honoPath(path), requireJsonBody);
    app.use(honoPath(path), withNextTimes);
  }

  app.openapi(
    infoRoute,
    async (c) => {
      const { code, id } = c.req.valid('param');
      const locale = localeOf(c);
      const doctor = await pathDoctor(c, code, id);
      const types = doctor.mode === 'slots' ? await listVisitTypes(doctor.id) : [];
      const visitTypes = types.map((type) => ({ id: type.id, name: pickLocalized(type.name, locale), duration_minutes: type.durationMinutes, price: type.price }));
      return c.json({ data: { specialist_id: doctor.id, mode: doctor.mode, time_zone: doctor.timeZone, visit_types: visitTypes } }, 200);
    },
    bookingValidationHook,
  );

  app.openapi(
    slotsRoute,
    async (c) => {
      const { code, id } = c.req.valid('param');
      const query = c.req.valid('query');
      const locale = localeOf(c);
      const company = await requireOfferingCompany(code, locale);
      requireOnlineEntry(company, locale);
      const problem = checkRange(query.from, query.to);
      if (problem) {
        // The doctor's own refusals come first, as on the cached path.
        const doctor = await pathDoctor(c, code, id);
        if (!isBookable(doctor)) throw fieldError(locale, 409, 'doctor_not_bookable', 'id');
        throw fieldError(locale, 400, 'invalid_input', problem.field, problem.code);
      }
      const answer = await cachedSlotsAnswer(company, Number(id), query.visit_type_id, query.from, query.to);
      if (!answer.ok) {
        if (answer.problem === 'doctor_not_found') throw new BookingError(404, 'not_found', locale);
        if (answer.problem === 'doctor_not_bookable') throw fieldError(locale, 409, 'doctor_not_bookable', 'id');
        throw fieldError(locale, 400, 'visit_type_not_offered', 'visit_type_id');
      }
      const edge = { 'cache-control': slotsCacheControl(), ...surrogateKeyHeaders(slotsTags(company.code, Number(id))) };
      return c.json({ data: { time_zone: answer.timeZone, duration_minutes: answer.durationMinutes, slots: answer.slots } }, 200, edge);
    },
    bookingValidationHook,
  );

  app.openapi(
    holdRoute,
    async (c) => {
      const input = c.req.valid('json');
      const locale = localeOf(c);
      await limitFormByAddress('booking', clientIp(c));
      const company = await requireOpenCompany(input.COMPANY_CODE, locale);
      requireOnlineEntry(company, locale);
      const visit = await holdSlot({ companyId: company.id, specialistId: input.specialist_id, visitTypeId: input.visit_type_id, start: input.start }, locale);
      const data = { ...toWire(visit, company.timeZone), hold_token: visitToken(visit.id, visit.version, 'hold'), hold_expires_at: visit.holdExpiresAt!.toISOString() };
      return c.json({ data }, 201);
    },
    bookingValidationHook,
  );

  app.openapi(
    codeRoute,
    async (c) => {
      const input = c.req.valid('json');
      await sendBookingCode(input.phone, localeOf(c), clientIp(c));
      return c.json({ data: { sent: true } }, 202);
    },
    bookingValidationHook,
  );

  app.openapi(
    bookRoute,
    async (c) => {
      const input = c.req.valid('json');
      const locale = localeOf(c);
      await limitFormByAddress('booking', clientIp(c));
      const company = await requireOpenCompany(input.COMPANY_CODE, locale);
      requireOnlineEntry(company, locale);
      const user = await getSessionUser(getCookie(c, SESSION_COOKIE), requestHostOf(c));
      let patient;
      if (user) {
        const name = input.name ?? [user.name, user.lastname].filter(Boolean).join(' ');
        const phone = input.phone ?? user.tel;
        if (!phone) throw fieldError(locale, 400, 'invalid_input', 'phone', 'required');
        if (!name) throw fieldError(locale, 400, 'invalid_input', 'name', 'required');
        patient = { name, phone, email: input.email ?? user.email, userId: user.id, locale };
      } else {
        if (!input.name) throw fieldError(locale, 400, 'invalid_input', 'name', 'required');
        if (!input.phone) throw fieldError(locale, 400, 'invalid_input', 'phone', 'required');
        if (input.consent !== true) throw fieldError(locale, 400, 'invalid_input', 'consent', 'consent_required');
        if (!input.code) throw fieldError(locale, 400, 'code_required', 'code');
        const userId = await confirmBookingPhone(input.phone, input.code, { name: input.name, locale, site: c.req.header('host') ?? '', address: clientIp(c) });
        patient = { name: input.name, phone: input.phone, email: input.email ?? null, userId, locale };
      }
      const hold = input.hold_token ? (readVisitToken(input.hold_token, 'hold') ?? undefined) : undefined;
      const visit = await bookVisit({ companyId: company.id, specialistId: input.specialist_id, visitTypeId: input.visit_type_id, start: input.start }, patient, { hold });
      return c.json({ data: { ...toWire(visit, company.timeZone), manage_token: visitToken(visit.id, visit.version, 'manage') } }, 201);
    },
    bookingValidationHook,
  );

  app.openapi(
    cancelRoute,
    async (c) => {
      const input = c.req.valid('json');
      const locale = localeOf(c);
      const { visitId, version } = manageTokenOf(input.token, locale);
      await requireVisitOfClinic(visitId, input.COMPANY_CODE, locale);
      const visit = await cancelVisit(visitId, version, locale);
      const doctor = await findBookingDoctor(visit.companyId, visit.specialistId);
      return c.json({ data: toWire(visit, doctor?.timeZone ?? 'Asia/Almaty') }, 200);
    },
    bookingValidationHook,
  );

  app.openapi(
    releaseRoute,
    async (c) => {
      const input = c.req.valid('json');
      await limitFormByAddress('bookingRelease', clientIp(c));
      const { id } = await releaseHold(input.token, localeOf(c));
      return c.json({ data: { id, released: true as const } }, 200);
    },
    bookingValidationHook,
  );

  app.openapi(
    moveRoute,
    async (c) => {
      const input = c.req.valid('json');
      const locale = localeOf(c);
      await limitFormByAddress('booking', clientIp(c));
      const { visitId, version } = manageTokenOf(input.token, locale);
      await requireVisitOfClinic(visitId, input.COMPANY_CODE, locale);
      const visit = await moveVisit(visitId, version, input.start, locale);
      const doctor = await findBookingDoctor(visit.companyId, visit.specialistId);
      return c.json({ data: { ...toWire(visit, doctor?.timeZone ?? 'Asia/Almaty'), manage_token: visitToken(visit.id, visit.version, 'manage') } }, 200);
    },
    bookingValidationHook,
  );
}
