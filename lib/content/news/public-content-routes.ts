import type { OpenAPIHono } from '@hono/zod-openapi';
import { registerDirectorRoutes } from '@/lib/content/director/routes';
import { registerGalleryRoutes } from '@/lib/content/gallery/routes';
import { registerMaterialRoutes } from '@/lib/content/materials/routes';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { registerNewsRoutes } from './routes';

/** GET calls of the public content pages: news, materials, gallery, the medical director's blog. */
export function registerPublicContentRoutes(app: OpenAPIHono<ApiEnv>) {
  registerNewsRoutes(app);
  registerMaterialRoutes(app);
  registerGalleryRoutes(app);
  registerDirectorRoutes(app);
}
