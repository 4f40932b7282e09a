import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { resolveApiSite } from '@/lib/content/news/api-site';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { listDirectorPosts } from './queries';

const postWireSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() }).openapi('DirectorPost');

const directorRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/medical-director/{code}',
  tags: ['content'],
  summary: "The medical director's blog, newest first",
  request: { params: z.object({ locale: z.string(), code: z.string().min(1).max(64).openapi({ description: 'COMPANY_CODE', example: 'DEMO' }) }) },
  responses: {
    200: { description: 'The posts', content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), posts: z.array(postWireSchema) }) } } },
    ...errorResponses(400, 401, 404),
  },
});

export function registerDirectorRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(directorRoute, async (c) => {
    const locale = c.get('locale');
    const { company } = await resolveApiSite(c.req.valid('param').code, locale, c.req.header('x-external-domain'));
    const posts = (await listDirectorPosts(company.id)).map((post) => ({
      id: post.id,
      title: pickLocalized(post.title, locale),
      body: pickLocalized(post.body, locale),
      publishedAt: post.publishedAt,
    }));
    return c.json({ COMPANY_CODE: company.code, posts }, 200);
  });
}
