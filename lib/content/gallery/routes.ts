import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { pickLocalized } from '@/lib/i18n/localized';
import { registerCompanyListRoute } from '@/lib/tenants/company-list-route';
import { listGallery } from './queries';

const photoWireSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int(), caption: z.string() }).openapi('GalleryPhoto');
const albumWireSchema = z.object({ id: z.number().int(), title: z.string(), photos: z.array(photoWireSchema) }).openapi('GalleryAlbum');

export function registerGalleryRoutes(app: OpenAPIHono<ApiEnv>) {
  registerCompanyListRoute(app, {
    path: '/api/front/{locale}/v1/gallery/{code}',
    summary: 'Photo albums of a company, in order',
    field: 'albums',
    description: 'The albums',
    item: albumWireSchema,
    list: async (companyId, locale) =>
      (await listGallery(companyId)).map((album) => ({
        id: album.id,
        title: pickLocalized(album.title, locale),
        photos: album.photos.map((photo) => ({ src: photo.src, width: photo.width, height: photo.height, caption: pickLocalized(photo.caption, locale) })),
      })),
  });
}
