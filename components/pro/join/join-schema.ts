// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { requestAccessSchema } from '@/lib/business/staff/access/schemas';

/**
 * The join form: the request_access body (the server's own schema) and the cabinet it goes to,
 * which the call takes in its path (`{companyCode}` up to 64 characters, `{cabinetCode}` a
 * number; lib/business/wire.ts cabinetParams). Named as the path's params, so the server's
 * field errors for them land at these fields.
 */
export const joinFormSchema = requestAccessSchema.extend({
  companyCode: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long'),
  cabinetCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,9}$/, 'invalid')
    .transform(Number),
});
