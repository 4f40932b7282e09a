import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorJson, StorageUnavailableError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses } from '@/lib/http/openapi';
import { getStorage } from './index';
import { logger } from '@/lib/log';
import { contentHash, MEDIA_KEY, PUBLIC_FILE_NAME, PUBLIC_FILE_TYPES, PUBLIC_FOLDERS, publicFileHash, type PublicFileExtension } from './public-files';

/** A stored public file never changes (a new upload is a new name): browsers, Varnish and a CDN keep it a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const fileRoute = createRoute({
  method: 'get',
  path: '/api/uploads/{folder}/{file}',
  tags: ['files'],
  summary: "A public upload: a company's logo or favicon, a news image, an image in a rich text. No Basic authorization (pages link it); cached for good (a new upload gets a new, content-hashed name; the ETag is the hash). 503 storage_unavailable when the storage is down",
  request: {
    params: z.object({
      folder: z.string().openapi({ description: 'logos, favicons or news', example: 'logos' }),
      file: z.string().openapi({ description: 'The SHA-256 of the bytes (32 hex), a dash, 8 random hex, and .png or .webp (older uploads: 24 hex)', example: '0123456789abcdef0123456789abcdef-89abcdef.png' }),
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
    ...errorResponses(404, 503),
  },
});

const mediaRoute = createRoute({
  method: 'get',
  path: '/api/uploads/media/{company}/{image}/{file}',
  tags: ['files'],
  summary: 'A responsive image variant (doctor photos, gallery, news): AVIF or WebP of one width. Cached for good (a new upload gets a new name)',
  request: {
    params: z.object({
      company: z.string().openapi({ description: 'The company id', example: '1' }),
      image: z.string().openapi({ description: '24 hex characters', example: '0123456789abcdef01234567' }),
      file: z.string().openapi({ description: 'The width and .avif or .webp', example: '640.webp' }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/avif': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    ...errorResponses(404, 503),
  },
});

const MEDIA_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** Public uploads (lib/storage/public-files.ts), outside the /api/{prefix}/ calls: an <img> sends no Basic authorization. */
export function registerPublicFileRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(mediaRoute, async (c) => {
    const { company, image, file } = c.req.valid('param');
    const key = `media/${company}/${image}/${file}`;
    if (!MEDIA_KEY.test(key)) return errorJson(c, 404, 'not_found', 'No such file');
    const bytes = await getStorage().get(key);
    if (!bytes) return errorJson(c, 404, 'not_found', 'No such file');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': MEDIA_TYPES[file.endsWith('.avif') ? 'avif' : 'webp'],
      'content-length': String(bytes.byteLength),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    });
  });

  app.openapi(fileRoute, async (c) => {
    const { folder, file } = c.req.valid('param');
    const notFound = () => errorJson(c, 404, 'not_found', 'No such file');
    if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !PUBLIC_FILE_NAME.test(file)) return notFound();
    const hash = publicFileHash(file);
    // The name is the version: a content-hashed file answers a revalidation without reading the storage.
    const etag = hash ? `"${hash}"` : undefined;
    if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, { etag, 'cache-control': IMMUTABLE });
    const bytes = await getStorage().get(`${folder}/${file}`);
    if (!bytes) return notFound();
    if (hash && contentHash(bytes) !== hash) {
      // Damaged or half-written in the storage: never cached for a year (the 503 is no-store).
      logger.error({ key: `${folder}/${file}`, bytes: bytes.byteLength }, 'storage: a public file does not match the hash in its name');
      throw new StorageUnavailableError();
    }
    const extension = file.slice(file.lastIndexOf('.') + 1) as PublicFileExtension;
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': PUBLIC_FILE_TYPES[extension],
      'content-length': String(bytes.byteLength),
      'cache-control': IMMUTABLE,
      ...(etag ? { etag } : {}),
      'x-content-type-options': 'nosniff',
    });
  });
}
