import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie, getCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { normalizeLogin } from '@/lib/auth/login';
import { verifyPassword } from '@/lib/auth/password';
import { deleteSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { clientIp } from '@/lib/http/client-ip';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonBody, jsonResponse, pathParams } from '@/lib/http/openapi';
import { startSignIn } from '@/lib/security/sign-in-limit';
import { exportUserData } from './data';
import { deleteAccount, OwnerMustHandOver } from './erasure';
import { accountError, jsonBodyIn, localizedValidation } from './errors';
import { listOwnRequests } from './requests';
import { deleteAccountSchema } from './schemas';
import { requireAccountUser } from './session';

const status = z.enum(['new', 'in_progress', 'done']).openapi({ description: 'new: sent; in_progress: the clinic is on it; done: handled (a question: answered)' });

const requestsSchema = z.object({
  data: z.object({
    appointments: z.array(
      z.object({
        id: z.number(),
        companyName: z.string(),
        companyAddress: z.string().nullable().openapi({ description: "The clinic's address in the language of its name; null when the clinic gave none" }),
        siteUrl: z.string(),
        companyTimeZone: z.string().openapi({ description: "The clinic's time zone (IANA): the item's times are written in it", example: 'Asia/Almaty' }),
        specialist: z
          .object({ name: z.string(), specialty: z.string().nullable() })
          .nullable()
          .openapi({ description: 'The doctor chosen in the request; null for "any doctor" or a doctor removed since' }),
        createdAt: z.string(),
        preferredDate: z.string().nullable(),
        comment: z.string().nullable(),
        status,
      }),
    ),
    questions: z.array(
      z.object({ id: z.number(), companyName: z.string(), companyAddress: z.string().nullable(), siteUrl: z.string(), companyTimeZone: z.string(), createdAt: z.string(), text: z.string(), status, answer: z.string().nullable(), answeredAt: z.string().nullable() }),
    ),
  }),
});

const requestsRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/user/requests',
  tags: ['user'],
  summary: "The patient's own appointment requests and questions (sent while signed in), newest first, with status and the clinic's answer",
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('Requests and questions', requestsSchema), ...errorResponses(401) },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/user/export',
  tags: ['user'],
  summary: 'Everything kept about the patient as a JSON attachment: profile, consents, subscriptions, requests, questions, reviews, sessions (without tokens)',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('The data (Content-Disposition: attachment)', z.object({}).passthrough()), ...errorResponses(401) },
});

const deleteBody = deleteAccountSchema.openapi('DeleteAccount');

const deleteRoute = createRoute({
  method: 'post',
  path: '/api/api-front2/{locale}/v1/user/delete',
  tags: ['user'],
  summary: 'Delete the account with the current password: its personal data, photo and every session; both cookies cleared',
  description: 'Password tries count against the sign-in limits (429 with Retry-After). Requests and questions stay with the clinics, unlinked (docs/decisions.md). 409 owns_company: the account owns a clinic with other staff; its ownership is handed over first.',
  request: { params: pathParams({}), body: jsonBody(deleteBody) },
  responses: { 200: jsonResponse('Deleted', z.object({ data: z.literal(true) })), ...errorResponses(400, 401, 403, 409, 415, 429) },
});

export function registerAccountDataRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(requestsRoute, async (c) => {
    const user = await requireAccountUser(c, 'ProfileData');
    return c.json({ data: await listOwnRequests(user.id, c.get('locale')) }, 200);
  });

  app.openapi(exportRoute, async (c) => {
    const user = await requireAccountUser(c, 'ProfileData');
    const data = await exportUserData(user);
    const day = data.exportedAt.slice(0, 10);
    c.header('content-disposition', `attachment; filename="personal-data-${day}.json"`);
    return c.json(data, 200);
  });

  app.use(deleteRoute.path.replace('{locale}', ':locale'), jsonBodyIn('ProfileData'));
  app.openapi(
    deleteRoute,
    async (c) => {
      const locale = c.get('locale');
      const user = await requireAccountUser(c, 'ProfileData');
      const { password } = c.req.valid('json');
      // Guessing the password here is guessing it at sign-in: the same limits.
      const attempt = await startSignIn(normalizeLogin(user.email ?? user.tel ?? `user-${user.id}`), clientIp(c));
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        await attempt.failed();
        throw accountError(locale, 400, 'ProfileData', 'wrong_password', 'password');
      }
      await attempt.succeeded();
      try {
        await deleteAccount(user);
      } catch (error) {
        if (error instanceof OwnerMustHandOver) throw accountError(locale, 409, 'ProfileData', 'owns_company');
        throw error;
      }
      await deleteSession(getCookie(c, SESSION_COOKIE));
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/' });
      return c.json({ data: true as const }, 200);
    },
    localizedValidation('ProfileData'),
  );
}
