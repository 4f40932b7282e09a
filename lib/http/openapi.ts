import { z } from '@hono/zod-openapi';

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi('Error');

/** The COMPANY_CODE path parameter of the content calls. */
export const companyCodeParam = z.string().min(1).max(64).openapi({ description: 'COMPANY_CODE', example: 'DEMO' });

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `fields` names each invalid field',
  401: 'Basic authorization missing or wrong',
  403: 'Request token missing or wrong, or permission denied',
  404: 'Not found',
  429: 'Too many requests',
};

/** The error answers a route documents, all with the one JSON error shape. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } }]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof errorSchema } } }>;
}
