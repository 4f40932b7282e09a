import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetItemParams } from '../wire';
import { requestReview } from './review-request';

const reviewRequestRoute = createRoute({
  method: 'post',
  path: '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business/visits/{id}/review-request',
  tags: ['business: visits'],
  summary:
    "Ask the patient of a visit marked came for a review (appointments.read): one SMS, and an e-mail when the visit has one, with the link to the doctor's review form. " +
    'Once: 409 review_already_requested after that; 409 visit_not_came for a visit not marked came; 404 visit_not_found for another company\'s. Audited as review_request.send',
  middleware: cabinetGuard('appointments.read'),
  request: { params: cabinetItemParams },
  responses: {
    200: jsonResponse(
      'Sent',
      z.object({
        data: z
          .object({
            REVIEW_REQUESTED_AT: z.string().openapi({ format: 'date-time' }),
            SMS: z.boolean().openapi({ description: 'An SMS went to the visit’s phone' }),
            EMAIL: z.boolean().openapi({ description: 'An e-mail went to the visit’s e-mail' }),
          })
          .openapi('ReviewRequest'),
      }),
    ),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function registerReviewRequestRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(reviewRequestRoute, async (c) => {
    const sent = await requestReview(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { REVIEW_REQUESTED_AT: sent.requestedAt.toISOString(), SMS: sent.sms, EMAIL: sent.email } }, 200);
  });
}
