import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { pickLocalized } from '@/lib/i18n/localized';
import { registerCompanyListRoute } from '@/lib/tenants/company-list-route';
import { listDirectorPosts } from './queries';

const postWireSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() }).openapi('DirectorPost');

export function registerDirectorRoutes(app: OpenAPIHono<ApiEnv>) {
  registerCompanyListRoute(app, {
    path: '/api/front/{locale}/v1/medical-director/{code}',
    summary: "The medical director's blog, newest first",
    field: 'posts',
    description: 'The posts',
    item: postWireSchema,
    list: async (companyId, locale) =>
      (await listDirectorPosts(companyId)).map((post) => ({
        id: post.id,
        title: pickLocalized(post.title, locale),
        body: pickLocalized(post.body, locale),
        publishedAt: post.publishedAt,
      })),
  });
}
