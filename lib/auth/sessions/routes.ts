import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { describeDevice } from './device';
import { requireSession } from '../require-user';
import { deleteUserSessions, listUserSessions } from './service';

const sessionSchema = z
  .object({
    id: z.number().int(),
    device: z.string().openapi({ description: 'Browser and system in plain words, in the caller’s language, e.g. "Chrome on Android"' }),
    createdAt: z.string().openapi({ description: 'ISO 8601: when the session was signed in' }),
    lastSeenAt: z.string().openapi({ description: 'ISO 8601: its last use (noted at most once a minute)' }),
    current: z.boolean().openapi({ description: 'This device' }),
  })
  .openapi('UserSession');

const listRoute = createRoute({
  method: 'get',
  path: '/api/api-front2/{locale}/v1/user/sessions',
  tags: ['user'],
  summary: "The signed-in user's sessions, the most recently used first",
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('The sessions', z.object({ data: z.array(sessionSchema) })), ...errorResponses(401) },
});

const endOthersRoute = createRoute({
  method: 'post',
  path: '/api/api-front2/{locale}/v1/user/sessions/end_others',
  tags: ['user'],
  summary: 'Sign out every other device; this one stays signed in',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('How many sessions ended', z.object({ data: z.object({ ended: z.number().int() }) })), ...errorResponses(401, 403) },
});

export function registerSessionRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const { user, sessionId } = await requireSession(c);
    const locale = c.get('locale');
    const rows = await listUserSessions(user.id);
    return c.json(
      {
        data: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent, locale),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === sessionId,
        })),
      },
      200,
    );
  });

  app.openapi(endOthersRoute, async (c) => {
    const { user, sessionId } = await requireSession(c);
    return c.json({ data: { ended: await deleteUserSessions(user.id, sessionId) } }, 200);
  });
}
