import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { resolveApiSite } from '@/lib/tenants/api-site';
import { listDirectorPosts } from './queries';

const postWireSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() }).openapi('DirectorPost');

const directorRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/medical-director/{code}',
  tags: ['content'],
  summary: "The medical director's blog, newest first",
  request: { params: z.object({ locale: z.string(), code: companyCodeParam }) },
  responses: {
    200: { description: 'The posts', content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), posts: z.array(postWireSchema) }) } } },
    ...errorResponses(400, 401, 404),
  },
});

export function registerDirectorRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(directorRoute, async (c) => {
    const { company, locale } = await resolveApiSite(c, c.req.valid('param').code);
    const posts = (await listDirectorPosts(company.id)).map((post) => ({
      id: post.id,
      title: pickLocalized(post.title, locale),
      body: pickLocalized(post.body, locale),
      publishedAt: post.publishedAt,
    }));
    return c.json({ COMPANY_CODE: company.code, posts }, 200);
  });
}
