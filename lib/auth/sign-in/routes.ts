import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { clientIp } from '@/lib/http/client-ip';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { requireUser } from '@/lib/auth/require-user';
import { checkPasswordSignIn } from './service';
import { authorizeSchema, userWireSchema } from '../schemas';
import { clearSessionCookies, startSession } from '../sessions/cookie';
import { deleteSession, SESSION_COOKIE } from '../sessions/service';
import { userToWire } from '../user-wire';

const authorizeRoute = createRoute({
  method: 'post',
  path: '/api/api-front2/{locale}/v1/user/authorize',
  tags: ['user'],
  summary: 'Sign in with an e-mail or phone and a password (form data)',
  description:
    'Limited per account (from the 5th failure each try waits 2, 4, 8 … 60 s; the 20th failure within an hour locks it for 15 minutes) ' +
    'and per address (30 failures an hour). A 429 carries Retry-After. A session cookie sent along is revoked.',
  request: {
    params: pathParams({}),
    body: { content: { 'multipart/form-data': { schema: authorizeSchema }, 'application/x-www-form-urlencoded': { schema: authorizeSchema } } },
  },
  responses: {
    200: jsonResponse('Signed in; the session cookie is set', z.object({ data: userWireSchema })),
    ...errorResponses(400, 401, 403, 429),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/user',
  tags: ['user'],
  summary: 'The signed-in user',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('The user', z.object({ data: userWireSchema })), ...errorResponses(401) },
});

const logoutRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/user/logout',
  tags: ['user'],
  summary: 'Sign out: the session is revoked and its cookie cleared',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('Signed out', z.object({ data: z.literal(true) })), ...errorResponses(401) },
});

export function registerAuthRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(authorizeRoute, async (c) => {
    const { login, password } = c.req.valid('form');
    const user = await checkPasswordSignIn({ login, password, address: clientIp(c) });
    await startSession(c, user);
    return c.json({ data: userToWire(user) }, 200);
  });

  app.openapi(userRoute, async (c) => c.json({ data: userToWire(await requireUser(c)) }, 200));

  app.openapi(logoutRoute, async (c) => {
    await deleteSession(getCookie(c, SESSION_COOKIE));
    clearSessionCookies(c);
    return c.json({ data: true as const }, 200);
  });
}
