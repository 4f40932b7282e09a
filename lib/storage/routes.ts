import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorJson } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses } from '@/lib/http/openapi';
import { getStorage } from './index';
import { PUBLIC_FILE_NAME, PUBLIC_FILE_TYPES, PUBLIC_FOLDERS, type PublicFileExtension } from './public-files';

const fileRoute = createRoute({
  method: 'get',
  path: '/api/uploads/{folder}/{file}',
  tags: ['files'],
  summary: "A public upload: a company's logo or favicon, a news image. No Basic authorization (pages link it); cached for good (a new upload gets a new name)",
  request: {
    params: z.object({
      folder: z.string().openapi({ description: 'logos, favicons or news', example: 'logos' }),
      file: z.string().openapi({ description: '24 hex characters and .png or .webp', example: '0123456789abcdef01234567.png' }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    ...errorResponses(404),
  },
});

/** Public uploads (lib/storage/public-files.ts), outside the /api/{prefix}/ calls: an <img> sends no Basic authorization. */
export function registerPublicFileRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(fileRoute, async (c) => {
    const { folder, file } = c.req.valid('param');
    const notFound = () => errorJson(c, 404, 'not_found', 'No such file');
    if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !PUBLIC_FILE_NAME.test(file)) return notFound();
    const bytes = await getStorage().get(`${folder}/${file}`);
    if (!bytes) return notFound();
    const extension = file.slice(file.lastIndexOf('.') + 1) as PublicFileExtension;
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': PUBLIC_FILE_TYPES[extension],
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
