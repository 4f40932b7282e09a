import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { accountValidationHook, withLocalizedLimits } from '../account-errors';
import { restorePasswordSchema, restoreSchema } from '../account-schemas';
import { RESEND_AFTER_SECONDS } from '../codes/service';
import { finishRestore, startRestore } from './service';
import { requestContext } from '../route-kit';
import { userWireSchema } from '../schemas';
import { startSession } from '../sessions/cookie';
import { userToWire } from '../user-wire';

const RESTORE = '/api/api-front2/{locale}/v1/user/restore';
const RESTORE_PASSWORD = '/api/api-front2/{locale}/v1/user/restore_password';

const restoreRoute = createRoute({
  method: 'post',
  path: RESTORE,
  tags: ['user'],
  summary: 'Restore access: a code to the e-mail or phone, when an account has it',
  description:
    'Always the same answer, whether or not an account has the login. Sends to one address: no sooner than 60 s apart, 5 an hour; code calls from one client: 30 an hour (429 with Retry-After). Calling it again sends a new code.',
  request: { params: pathParams({}), body: jsonBody(restoreSchema) },
  responses: {
    200: jsonResponse('A code is on its way if the account exists', z.object({ data: z.object({ channel: z.enum(['email', 'sms']), resendAfter: z.number().int() }) })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

const restorePasswordRoute = createRoute({
  method: 'post',
  path: RESTORE_PASSWORD,
  tags: ['user'],
  summary: 'Set a new password with the restore code: every session of the account ends, and this device is signed in',
  request: { params: pathParams({}), body: jsonBody(restorePasswordSchema) },
  responses: {
    200: jsonResponse('Password set and signed in; the session cookie is set', z.object({ data: userWireSchema })),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export function registerRestoreRoutes(app: OpenAPIHono<ApiEnv>) {
  app.use(honoPath(RESTORE), requireJsonBody);
  app.use(honoPath(RESTORE_PASSWORD), requireJsonBody);

  app.openapi(
    restoreRoute,
    async (c) => {
      const { login } = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => startRestore(login, context));
      return c.json({ data: { channel: login.channel, resendAfter: RESEND_AFTER_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    restorePasswordRoute,
    async (c) => {
      const { login, code, password } = c.req.valid('json');
      const context = requestContext(c);
      const user = await withLocalizedLimits(context.locale, () => finishRestore(login, code, password, context));
      await startSession(c, user);
      return c.json({ data: userToWire(user) }, 200);
    },
    accountValidationHook,
  );
}
