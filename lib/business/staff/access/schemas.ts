// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';

/**
 * The body of POST …/business/user/request_access (SPEC 7.2, field access_code). No server
 * import, so the join form in the browser checks it by the same rule the API does.
 */
export const requestAccessSchema = z
  .object({ access_code: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long') }, { error: 'invalid_type' })
  .openapi('RequestAccess');
