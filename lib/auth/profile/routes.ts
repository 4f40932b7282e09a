import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { honoPath, requireJsonBody } from '@/lib/http/middleware/json-body';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { accountValidationHook, withLocalizedLimits } from '../account-errors';
import { changeInformationSchema, changePasswordSchema, confirmEmailSchema, confirmPhoneSchema } from '../account-schemas';
import { RESEND_AFTER_SECONDS } from '../codes/service';
import { confirmAddress, sendConfirmation } from './confirmation';
import { changeInformation, changePassword } from './service';
import { requestHostOf } from '../request-host';
import { requireSession, requireSignedIn, requireUser } from '../require-user';
import { requestContext } from '../route-kit';
import { userWireSchema } from '../schemas';
import { getSession, SESSION_COOKIE } from '../sessions/service';
import { userToWire } from '../user-wire';

const CONFIRM_EMAIL = '/api/api-front2/{locale}/v1/user/confirmation/email';
const CONFIRM_PHONE = '/api/api-front2/{locale}/v1/user/confirmation/phone';
const CHANGE_PASSWORD = '/api/api-front2/{locale}/v1/user/change_password';
const CHANGE_INFORMATION = '/api/api-front2/{locale}/v1/user/change_information';
const AUTH = '/api/front/{locale}/v1/auth';

const sentOrConfirmedSchema = z.object({ data: z.union([userWireSchema, z.object({ resendAfter: z.number().int() })]) });

const confirmationText = (what: 'e-mail' | 'phone') => ({
  summary: `Confirm the ${what} (signed in)`,
  description:
    `Without \`code\`: sends a code to the ${what} given (a new one becomes the account's only once confirmed) or to the current one → \`{ data: { resendAfter } }\`. ` +
    `The answer never tells whether another account holds the ${what}: that one gets a notice instead of a code, and the same answer. ` +
    `With \`code\`: confirms → \`{ data: user }\`; an ${what} another account holds is refused here (\`${what === 'e-mail' ? 'email_taken' : 'phone_taken'}\`). ` +
    'Limits, counted before anything is looked up (429 with Retry-After): as for registration codes, and 10 codes an hour per user.',
});

const confirmEmailRoute = createRoute({
  method: 'post',
  path: CONFIRM_EMAIL,
  tags: ['user'],
  ...confirmationText('e-mail'),
  request: { params: pathParams({}), body: jsonBody(confirmEmailSchema) },
  responses: { 200: jsonResponse('Sent, or confirmed', sentOrConfirmedSchema), ...errorResponses(400, 401, 403, 415, 429) },
});

const confirmPhoneRoute = createRoute({
  method: 'post',
  path: CONFIRM_PHONE,
  tags: ['user'],
  ...confirmationText('phone'),
  request: { params: pathParams({}), body: jsonBody(confirmPhoneSchema) },
  responses: { 200: jsonResponse('Sent, or confirmed', sentOrConfirmedSchema), ...errorResponses(400, 401, 403, 415, 429) },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: CHANGE_PASSWORD,
  tags: ['user'],
  summary: "Change the password (signed in): checks the current one, ends the user's other sessions",
  description: 'Wrong current passwords count against the sign-in limits of the account (429 with Retry-After).',
  request: { params: pathParams({}), body: jsonBody(changePasswordSchema) },
  responses: { 200: jsonResponse('Changed', z.object({ data: z.literal(true) })), ...errorResponses(400, 401, 403, 415, 429) },
});

const changeInformationRoute = createRoute({
  method: 'post',
  path: CHANGE_INFORMATION,
  tags: ['user'],
  summary: 'Change last name, name and middle name (signed in); FULL_NAME joins them',
  description: 'Each part trimmed, at most 100 characters, letters with spaces, hyphens and apostrophes; a part left out stays as it is.',
  request: { params: pathParams({}), body: jsonBody(changeInformationSchema) },
  responses: { 200: jsonResponse('The user', z.object({ data: userWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const authRoute = createRoute({
  method: 'get',
  path: AUTH,
  tags: ['user'],
  summary: 'Whether this request is signed in (never 401)',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('Signed in or not', z.object({ data: z.object({ authorized: z.boolean() }) })) },
});

export function registerProfileRoutes(app: OpenAPIHono<ApiEnv>) {
  for (const path of [CONFIRM_EMAIL, CONFIRM_PHONE, CHANGE_PASSWORD, CHANGE_INFORMATION]) {
    app.use(honoPath(path), requireSignedIn);
    app.use(honoPath(path), requireJsonBody);
  }

  app.openapi(
    confirmEmailRoute,
    async (c) => {
      const user = await requireUser(c);
      const { email, code } = c.req.valid('json');
      const context = requestContext(c);
      if (code) return c.json({ data: userToWire(await withLocalizedLimits(context.locale, () => confirmAddress(user, 'email', code, email, context))) }, 200);
      await withLocalizedLimits(context.locale, () => sendConfirmation(user, 'email', email, context));
      return c.json({ data: { resendAfter: RESEND_AFTER_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    confirmPhoneRoute,
    async (c) => {
      const user = await requireUser(c);
      const { tel, code } = c.req.valid('json');
      const context = requestContext(c);
      if (code) return c.json({ data: userToWire(await withLocalizedLimits(context.locale, () => confirmAddress(user, 'sms', code, tel, context))) }, 200);
      await withLocalizedLimits(context.locale, () => sendConfirmation(user, 'sms', tel, context));
      return c.json({ data: { resendAfter: RESEND_AFTER_SECONDS } }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    changePasswordRoute,
    async (c) => {
      const { user, sessionId } = await requireSession(c);
      const input = c.req.valid('json');
      const context = requestContext(c);
      await withLocalizedLimits(context.locale, () => changePassword(user, sessionId, input, context));
      return c.json({ data: true as const }, 200);
    },
    accountValidationHook,
  );

  app.openapi(
    changeInformationRoute,
    async (c) => {
      const user = await requireUser(c);
      return c.json({ data: userToWire(await changeInformation(user, c.req.valid('json'))) }, 200);
    },
    accountValidationHook,
  );

  app.openapi(authRoute, async (c) => c.json({ data: { authorized: (await getSession(getCookie(c, SESSION_COOKIE), requestHostOf(c))) !== null } }, 200));
}
