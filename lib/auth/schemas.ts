// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { signInSchema } from './sign-in/schemas';

/** Sign-in: an e-mail or a phone number, and the password (the sign-in form checks the same schema). */
export const authorizeSchema = signInSchema.openapi('AuthorizeForm');

export const userWireSchema = z
  .object({
    ID: z.number(),
    LASTNAME: z.string(),
    NAME: z.string(),
    MIDDLENAME: z.string(),
    FULL_NAME: z.string(),
    TEL: z.string().nullable(),
    EMAIL: z.string().nullable(),
    EMAIL_CONFIRMED: z.boolean(),
    TEL_CONFIRMED: z.boolean(),
    HAS_AVATAR: z.boolean(),
  })
  .openapi('User');
