import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { REVIEW_STATUSES, reviewModerationSchema } from './schemas';
import { listReviewsForModeration, moderateReview } from './reviews';
import { cabinetItemParams, cabinetParams, pageMeta, pageMetaSchema, pagingQuery } from '../wire';

const reviewSchema = z
  .object({
    ID: z.number().int(),
    AUTHOR_NAME: z.string(),
    RATING: z.number().int(),
    TEXT: z.string().openapi({ description: 'Plain text as written; render as text' }),
    STATUS: z.enum(REVIEW_STATUSES),
    REPLY: z.string().nullable().openapi({ description: "The clinic's public reply, shown under the review once published" }),
    SPECIALIST: z.object({ SLUG: z.string(), FULL_NAME: z.string() }).nullable(),
    FROM_SIGNED_IN_PATIENT: z.boolean(),
    CREATED_AT: z.string(),
  })
  .openapi('ModeratedReview');

const listRoute = createRoute({
  method: 'get',
  path: '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/reviews',
  tags: ['business: reviews'],
  summary: "The company's reviews to moderate, newest first (reviews.moderate); status pending (default), published or rejected",
  middleware: cabinetGuard('reviews.moderate'),
  request: {
    params: cabinetParams,
    query: z.object({ status: z.enum(REVIEW_STATUSES, { error: 'invalid' }).default('pending'), ...pagingQuery }),
  },
  responses: { 200: jsonResponse('A page of reviews', z.object({ data: z.array(reviewSchema), meta: pageMetaSchema })), ...errorResponses(400, 401, 403) },
});

const moderateRoute = createRoute({
  method: 'put',
  path: '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business/reviews/{id}',
  tags: ['business: reviews'],
  summary: "Publish or reject a review and/or set the clinic's public reply (reviews.moderate); the site shows it on the next request",
  middleware: cabinetGuard('reviews.moderate', { json: true }),
  request: {
    params: cabinetItemParams,
    body: jsonBody(reviewModerationSchema.openapi('ReviewModeration')),
  },
  responses: { 200: jsonResponse('The review', z.object({ data: reviewSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

type Row = Awaited<ReturnType<typeof listReviewsForModeration>>['items'][number];

function toWire({ review, specialist }: Row, locale: Parameters<typeof pickLocalized>[1]) {
  return {
    ID: review.id,
    AUTHOR_NAME: review.authorName,
    RATING: review.rating,
    TEXT: review.text,
    STATUS: review.status,
    REPLY: review.reply,
    SPECIALIST: specialist ? { SLUG: specialist.slug, FULL_NAME: pickLocalized(specialist.fullName, locale) } : null,
    FROM_SIGNED_IN_PATIENT: review.userId !== null,
    CREATED_AT: review.createdAt.toISOString(),
  };
}

export function registerReviewModerationRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => {
    const { status, page, page_size } = c.req.valid('query');
    const { total, items } = await listReviewsForModeration(c.get('member').company.id, { status, offset: (page - 1) * page_size, limit: page_size });
    return c.json({ data: items.map((row) => toWire(row, c.get('locale'))), meta: pageMeta(page, page_size, total) }, 200);
  });

  app.openapi(moderateRoute, async (c) => {
    const row = await moderateReview(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: toWire(row, c.get('locale')) }, 200);
  });
}
