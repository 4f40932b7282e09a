import { getCookie } from 'hono/cookie';
import { requestHostOf } from '@/lib/auth/request-host';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { specialistNotFound } from '@/lib/content/specialists/routes';
import { findSpecialistId } from '@/lib/content/specialists/queries';
import { SPECIALIST_SLUG } from '@/lib/content/specialists/wire';
import { clientIp } from '@/lib/http/client-ip';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyParams, errorResponses, jsonBody, pathParams } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { resolveApiSite } from '@/lib/tenants/api-site';
import type { Locale } from '@/lib/i18n/locales';
import { listPublishedReviews, type ReviewRecord } from './queries';
import { reviewInputSchema } from './schemas';
import { REVIEWS_PAGE_SIZE, submitReview } from './service';

const reviewWireSchema = z
  .object({
    ID: z.number(),
    AUTHOR_NAME: z.string(),
    RATING: z.number().int().min(1).max(5),
    TEXT: z.string().openapi({ description: 'Plain text exactly as written; render it as text, never as HTML' }),
    REPLY: z.string().nullable(),
    CREATED_AT: z.string().openapi({ format: 'date-time' }),
    SPECIALIST: z.object({ SLUG: z.string(), FULL_NAME: z.string() }).nullable(),
    VISIT_CONFIRMED: z.boolean().openapi({ description: 'The author had a visit the clinic marked as came (with this doctor, or at the clinic) before writing it' }),
  })
  .openapi('Review');

const listRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/reviews/{code}',
  tags: ['reviews'],
  summary: 'Published reviews of a company and its specialists, newest first',
  request: {
    params: companyParams,
    query: z.object({
      specialist: z.string().min(1).max(100).optional().openapi({ description: 'Only the reviews of this specialist (slug)' }),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'One page of reviews',
      content: {
        'application/json': {
          schema: z.object({
            COMPANY_CODE: z.string(),
            data: z.array(reviewWireSchema),
            meta: z.object({ PAGE: z.number(), PAGE_SIZE: z.number(), TOTAL: z.number(), PAGES: z.number(), AVERAGE_RATING: z.number().nullable() }),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 404),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/api/w-front/{locale}/v1/reviews',
  tags: ['reviews'],
  summary: 'Leave a review (JSON) with the consent to the processing of personal data (`consent: true`); it waits for moderation. A filled honeypot `website` is accepted and dropped.',
  request: {
    params: pathParams({}),
    body: jsonBody(reviewInputSchema.openapi('ReviewInput')),
  },
  responses: {
    200: {
      description: 'Accepted; shown after moderation',
      content: { 'application/json': { schema: z.object({ data: z.object({ status: z.literal('pending') }) }) } },
    },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

function reviewToWire(row: ReviewRecord, locale: Locale): z.infer<typeof reviewWireSchema> {
  return {
    ID: row.id,
    AUTHOR_NAME: row.authorName,
    RATING: row.rating,
    TEXT: row.text,
    REPLY: row.reply,
    CREATED_AT: row.createdAt,
    SPECIALIST: row.specialist ? { SLUG: row.specialist.slug, FULL_NAME: pickLocalized(row.specialist.fullName, locale) } : null,
    VISIT_CONFIRMED: row.visitConfirmed,
  };
}

// A body that is not JSON is the visitor's mistake (400), never a 500 from the parser.
const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new HttpError(400, 'invalid_body', 'Send the review as application/json');
  try {
    await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  await next();
};

export function registerReviewRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { specialist, page } = c.req.valid('query');
    const { company, locale } = await resolveApiSite(c, code);
    let specialistId: number | undefined;
    if (specialist) {
      specialistId = (SPECIALIST_SLUG.test(specialist) && (await findSpecialistId(company.id, specialist))) || undefined;
      if (specialistId === undefined) throw specialistNotFound();
    }
    const listing = await listPublishedReviews({ companyId: company.id, specialistId }, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE);
    const meta = {
      PAGE: page,
      PAGE_SIZE: REVIEWS_PAGE_SIZE,
      TOTAL: listing.total,
      PAGES: Math.ceil(listing.total / REVIEWS_PAGE_SIZE),
      AVERAGE_RATING: listing.averageRating,
    };
    return c.json({ COMPANY_CODE: company.code, data: listing.items.map((row) => reviewToWire(row, locale)), meta }, 200);
  });

  app.use(submitRoute.path.replace('{locale}', ':locale'), requireJsonBody);
  app.openapi(submitRoute, async (c) => {
    const user = await getSessionUser(getCookie(c, SESSION_COOKIE), requestHostOf(c));
    // The host the form was on names the site in the consent record, as for the other forms.
    await submitReview(c.req.valid('json'), { locale: c.get('locale'), ip: clientIp(c), userId: user?.id ?? null, site: c.req.header('host') ?? '' });
    return c.json({ data: { status: 'pending' as const } }, 200);
  });
}
