import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { BookingError } from './errors';
import { visitIcs } from './ics';
import { bookingValidationHook } from './routes';
import { manageClinicField } from './schemas';
import { loadManagedVisit } from './visit-view';

/*
 * The patient's reads of one visit by its manage token (no sign-in): the visit as the manage page
 * and the confirmation show it, and its .ics file (RFC 5545). Both answer no-store: the token is
 * the secret, and the visit may change at any moment.
 */

const BASE = '/api/front/{locale}/v1/booking';

const localeOf = (c: Context): Locale => {
  const locale = c.get('locale' as never) as unknown;
  return isLocale(locale) ? locale : 'ru';
};

const tokenQuery = z.object({
  token: z
    .string()
    .min(1, 'required')
    .max(100, 'too_long')
    .openapi({ description: "The visit's manage token (the booking answer's `manage_token`, the link in its messages)", example: '42.1.abc' }),
  COMPANY_CODE: manageClinicField,
});

const visitViewWire = z
  .object({
    id: z.number().int(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    date: z.string(),
    time: z.string(),
    time_zone: z.string(),
    duration_minutes: z.number().int(),
    changeable: z.boolean(),
    change_limit_minutes: z.number().int(),
    doctor: z.object({ id: z.number().int(), name: z.string(), specialty: z.string(), slug: z.string() }),
    visit_type: z.object({ id: z.number().int(), name: z.string(), price: z.string().nullable() }).nullable(),
    clinic: z.object({ code: z.string(), name: z.string(), address: z.string().nullable(), map_href: z.string().nullable(), phone: z.string().nullable() }),
    manage_url: z.string(),
  })
  .openapi('BookingVisitView');

const voidToken = { 409: jsonResponse('link_void: the visit was moved or cancelled since this token', z.object({ error: z.object({ code: z.string(), message: z.string() }) })) };

const visitRoute = createRoute({
  method: 'get',
  path: `${BASE}/visit`,
  tags: ['booking'],
  summary: 'A visit by its manage token (no sign-in): doctor, visit type and price, time in the clinic\'s zone, the clinic\'s address and map link, whether it may still be changed',
  request: { params: pathParams({}), query: tokenQuery },
  responses: { 200: jsonResponse('The visit', z.object({ data: visitViewWire })), ...errorResponses(400, 401, 404), ...voidToken },
});

const icsRoute = createRoute({
  method: 'get',
  path: `${BASE}/visit.ics`,
  tags: ['booking'],
  summary: 'A booked visit as an iCalendar file (RFC 5545: times in UTC, the manage page as URL)',
  request: { params: pathParams({}), query: tokenQuery },
  responses: {
    200: { description: 'The .ics file', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(400, 401, 404),
    ...voidToken,
  },
});

export function registerBookingVisitRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(
    visitRoute,
    async (c) => {
      const { token, COMPANY_CODE } = c.req.valid('query');
      const { view } = await loadManagedVisit(token, localeOf(c), new Date(), COMPANY_CODE);
      return c.json({ data: view }, 200);
    },
    bookingValidationHook,
  );

  app.openapi(
    icsRoute,
    async (c) => {
      const { token, COMPANY_CODE } = c.req.valid('query');
      const locale = localeOf(c);
      const { visit, view } = await loadManagedVisit(token, locale, new Date(), COMPANY_CODE);
      // Only a visit still to come belongs in a calendar.
      if (visit.status !== 'booked') throw new BookingError(409, 'link_void', locale, { token: 'link_void' });
      const summary = [view.visit_type?.name, view.doctor.name].filter(Boolean).join(': ');
      const ics = visitIcs({
        uid: `visit-${visit.id}@${new URL(view.manage_url).host}`,
        stamp: new Date(),
        start: visit.start,
        end: visit.end,
        summary: `${summary} (${view.clinic.name})`,
        location: view.clinic.address,
        description: [view.doctor.specialty, view.visit_type?.price, view.clinic.phone, view.manage_url].filter(Boolean).join('\n'),
        url: view.manage_url,
        sequence: visit.version,
      });
      return c.body(ics, 200, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `attachment; filename="visit-${visit.id}.ics"` });
    },
    bookingValidationHook,
  );
}
