import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedDoc, pickLocalizedPlainText, richDocWireSchema } from '@/lib/content/rich-text/doc';
import { registerCompanyListRoute } from '@/lib/tenants/company-list-route';
import { listDirectorPosts } from './queries';

const postWireSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().openapi({ description: 'The text as plain text (a blank line between blocks)' }),
    bodyDoc: richDocWireSchema.nullable().openapi({ description: 'The same text as rich text, for clients that render it' }),
    publishedAt: z.string(),
  })
  .openapi('DirectorPost');

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
        body: pickLocalizedPlainText(post.body, locale),
        bodyDoc: pickLocalizedDoc(post.body, locale),
        publishedAt: post.publishedAt,
      })),
  });
}
