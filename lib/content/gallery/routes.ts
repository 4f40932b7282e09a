import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { resolveApiSite } from '@/lib/tenants/api-site';
import { listGallery } from './queries';

const photoWireSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int(), caption: z.string() }).openapi('GalleryPhoto');
const albumWireSchema = z.object({ id: z.number().int(), title: z.string(), photos: z.array(photoWireSchema) }).openapi('GalleryAlbum');

const galleryRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/gallery/{code}',
  tags: ['content'],
  summary: 'Photo albums of a company, in order',
  request: { params: z.object({ locale: z.string(), code: companyCodeParam }) },
  responses: {
    200: { description: 'The albums', content: { 'application/json': { schema: z.object({ COMPANY_CODE: z.string(), albums: z.array(albumWireSchema) }) } } },
    ...errorResponses(400, 401, 404),
  },
});

export function registerGalleryRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(galleryRoute, async (c) => {
    const { company, locale } = await resolveApiSite(c, c.req.valid('param').code);
    const albums = (await listGallery(company.id)).map((album) => ({
      id: album.id,
      title: pickLocalized(album.title, locale),
      photos: album.photos.map((photo) => ({ src: photo.src, width: photo.width, height: photo.height, caption: pickLocalized(photo.caption, locale) })),
    }));
    return c.json({ COMPANY_CODE: company.code, albums }, 200);
  });
}
