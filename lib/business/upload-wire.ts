import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { BusinessError } from './errors';

/* What the business area's upload routes share: the multipart check and the image as the API answers it. */

/** A multipart body, else 415 in the caller's language (after the guard: strangers learn nothing). */
export function requireMultipart(...[c, next]: Parameters<MiddlewareHandler>) {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new BusinessError(415, 'multipart_required');
  return next();
}

export const responsiveImageWireSchema = z
  .object({ key: z.string(), width: z.number().int(), height: z.number().int(), widths: z.array(z.number().int()), formats: z.array(z.enum(['avif', 'webp'])) })
  .openapi('ResponsiveImage', { description: 'Variants at /api/uploads/{key}/{width}.{avif|webp}, for a srcset' });
