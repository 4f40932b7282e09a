import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { accountValidationHook, withLocalizedLimits } from '../account-errors';
import { confirmRegistrationSchema, registerEmailSchema, registerPhoneSchema, resendSchema } from '../account-schemas';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from '../codes/service';
import { confirmRegistration, resendRegistration, startRegistration } from './service';
import { requestContext } from '../route-kit';
import { userWireSchema } from '../schemas';
import { startSession } from '../sessions/cookie';
import { userToWire } from '../user-wire';

const REGISTER_EMAIL = '/api/api-front2/{locale}/v1/user/register/email';
const REGISTER_PHONE = '/api/api-front2/{locale}/v1/user/register/phone';
const RESEND = '/api/api-front2/{locale}/v1/user/register/resend';
const CONFIRM = '/api/api-front2/{locale}/v1/user/register/confirmation_code';

const codeSentSchema = z
  .object({
    data: z.object({
      channel: z.enum(['email', 'sms']),
      target: z.string().openapi({ description: 'The address the code went to, as stored: lower-cased e-mail, or the phone with its plus' }),
      resendAfter: z.number().int().openapi({ description: 'Seconds before register/resend may send again' }),
      expiresIn: z.number().int().openapi({ description: 'Seconds the code stays valid' }),
    }),
  })
  .openapi('RegistrationCodeSent');

const LIMITS =
  'A code is 6 digits, valid 10 minutes, 5 checks. Sends to one address: no sooner than 60 s apart, 5 an hour; code calls from one client: 30 an hour (429 with Retry-After). ' +
  'An address that already has an account gets the same answer, and a message saying so (sign in or restore) instead of a code.';

const registerResponses = { 200: jsonResponse('A code (or the notice) is on its way', codeSentSchema), ...errorResponses(400, 401, 403, 415, 429) };

const registerEmailRoute = createRoute({
  method: 'post',
  path: REGISTER_EMAIL,
  tags: ['user'],
  summary: 'Register by e-mail: the registration waits for the code mailed to it',
  description: LIMITS,
  request: { params: pathParams({}), body: jsonBody(registerEmailSchema) },
  responses: registerResponses,
});

const registerPhoneRoute = createRoute({
  method: 'post',
  path: REGISTER_PHONE,
  tags: ['user'],
  summary: 'Register by phone: the registration waits for the code sent by SMS',
  description: LIMITS,
  request: { params: pathParams({}), body: jsonBody(registerPhoneSchema) },
  responses: registerResponses,
});

const resendRoute = createRoute({
  method: 'post',
  path: RESEND,
  tags: ['user'],
  summary: 'Send the registration code again (the earlier code stops working)',
  description: 'The same answer whether or not a registration is waiting for that address. ' + LIMITS,
  request: { params: pathParams({}), body: jsonBody(resendSchema) },
  responses: {
    200: jsonResponse('Sent again', z.object({ data: z.object({ resendAfter: z.number().int() }) })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: CONFIRM,
  tags: ['user'],
  summary: 'Confirm the registration with its code: the account is created and signed in on this device',
  description: 'The 5th wrong code kills it (`code_attempts_exhausted`: request a new one); an expired code is `code_expired`.',
  request: { params: pathParams({}), body: jsonBody(confirmRegistrationSchema) },
  responses: {
    200: jsonResponse('Registered and signed in; the session cookie is set', z.object({ data: userWireSchema })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export function registerRegistrationRoutes(app: OpenAPIHono<ApiEnv>) {
  for (const path of [REGISTER_EMAIL, REGISTER_PHONE, RESEND, CONFIRM]) app.use(honoPath(path), requireJsonBody);

  app.openapi(
    registerEmailRoute,
    async (c) => {
      const input = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => startRegistration({ channel: 'email', target: input.email, ...input }, context));
      return c.json({ data: { channel: 'email' as const, target: input.email, resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    registerPhoneRoute,
    async (c) => {
      const input = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => startRegistration({ channel: 'sms', target: input.tel, ...input }, context));
      return c.json({ data: { channel: 'sms' as const, target: input.tel, resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    resendRoute,
    async (c) => {
      const { target } = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => resendRegistration(target, context));
      return c.json({ data: { resendAfter: RESEND_AFTER_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    confirmRoute,
    async (c) => {
      const { target, code } = c.req.valid('json');
      const context = requestContext(c);
      const user = await withLocalizedLimits(context.locale, () => confirmRegistration(target, code, context));
      await startSession(c, user);
      return c.json({ data: userToWire(user) }, 200);
    },
    accountValidationHook,
  );
}
