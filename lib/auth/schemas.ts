import { z } from '@hono/zod-openapi';

/** Sign-in: an e-mail or a phone number, and the password. */
export const authorizeSchema = z
  .object({
    login: z.string().trim().min(3).max(254),
    password: z.string().min(1).max(200),
  })
  .openapi('AuthorizeForm');

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
