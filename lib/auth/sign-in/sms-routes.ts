import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { accountValidationHook, withLocalizedLimits } from '../account-errors';
import { RESEND_AFTER_SECONDS } from '../codes/service';
import { requestContext } from '../route-kit';
import { userWireSchema } from '../schemas';
import { startSession } from '../sessions/cookie';
import { userToWire } from '../user-wire';
import { finishSmsSignIn, startSmsSignIn } from './sms-code';
import { smsSignInConfirmSchema, smsSignInSchema } from './sms-schemas';

export const SMS_SIGN_IN = '/api/api-front2/{locale}/v1/user/sms_sign_in';
export const SMS_SIGN_IN_CONFIRM = '/api/api-front2/{locale}/v1/user/sms_sign_in/confirm';

const startRoute = createRoute({
  method: 'post',
  path: SMS_SIGN_IN,
  tags: ['user'],
  summary: 'Sign in by an SMS code, step one: a code to the phone when an account has it confirmed',
  description:
    'Always the same answer, whether or not an account has the phone (confirmed). Sends to one phone: no sooner than 60 s apart, 5 an hour; ' +
    'code calls from one client: 30 an hour (429 with Retry-After). Calling it again sends a new code.',
  request: { params: pathParams({}), body: jsonBody(smsSignInSchema) },
  responses: {
    200: jsonResponse('A code is on its way if an account has the phone confirmed', z.object({ data: z.object({ channel: z.literal('sms'), resendAfter: z.number().int() }) })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: SMS_SIGN_IN_CONFIRM,
  tags: ['user'],
  summary: 'Sign in by an SMS code, step two: the phone and the code; the session starts (a session cookie sent along is revoked)',
  description: 'A wrong code is 400 invalid_code on `code`; the 5th wrong one kills the code (code_attempts_exhausted). Code calls from one client: 30 an hour.',
  request: { params: pathParams({}), body: jsonBody(smsSignInConfirmSchema) },
  responses: {
    200: jsonResponse('Signed in; the session cookie is set', z.object({ data: userWireSchema })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export function registerSmsSignInRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(honoPath(SMS_SIGN_IN), requireJsonBody);
  app.use(honoPath(SMS_SIGN_IN_CONFIRM), requireJsonBody);

  app.openapi(
    startRoute,
    async (c) => {
      const { tel } = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => startSmsSignIn(tel, context));
      return c.json({ data: { channel: 'sms' as const, resendAfter: RESEND_AFTER_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    confirmRoute,
    async (c) => {
      const { tel, code } = c.req.valid('json');
      const context = requestContext(c);
      const user = await withLocalizedLimits(context.locale, () => finishSmsSignIn(tel, code, context.locale, context.address));
      await startSession(c, user);
      return c.json({ data: userToWire(user) }, 200);
    },
    accountValidationHook,
  );
}
