import { z } from '@hono/zod-openapi';

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional().openapi({ description: 'Stable error codes per field (required, too_long, invalid_email …)' }),
      fieldMessages: z.record(z.string(), z.string()).optional().openapi({ description: "Per field, the first error as a sentence in the caller's language (the account calls)" }),
      requestId: z.string().optional(),
      retryAfter: z.number().int().optional().openapi({ description: 'On a 429: seconds to wait, as in the Retry-After header' }),
    }),
  })
  .openapi('Error');

/** The COMPANY_CODE path parameter of the content calls. */
export const companyCodeParam = z.string().min(1).max(64).openapi({ description: 'COMPANY_CODE', example: 'DEMO' });

/** The `{locale}` segment of `/api/{prefix}/{locale}/...`; the locale middleware checks its value. */
export const localeParam = z.string().openapi({ description: 'ru, kk, uz or en', example: 'ru' });

/** Path parameters of a call: the locale, plus the path's own (`pathParams({ slug: z.string() })`). */
export function pathParams<T extends z.ZodRawShape>(shape: T) {
  return z.object({ locale: localeParam, ...shape });
}

/** `{locale}` and `{code}` (COMPANY_CODE): the parameters of most company calls. */
export const companyParams = pathParams({ code: companyCodeParam });

/** A JSON answer of a route: `200: jsonResponse('The company', schema)`. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `fields` names each invalid field',
  401: 'Basic authorization missing or wrong',
  403: 'Request token missing or wrong, or permission denied',
  404: 'Not found',
  413: 'The body, or a file in it, is over the limit',
  410: 'Gone: the link or code was used, revoked or has expired',
  415: 'The body is not of the type the call takes',
  429: 'Too many requests; `Retry-After` says when to try again',
  502: 'A service the call relies on failed or answered an error; try again later',
  503: 'A service the call needs is unavailable; try again later',
  504: 'A service the call needs did not answer in time',
};

/** The error answers a route documents, all with the one JSON error shape. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } }]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof errorSchema } } }>;
}
