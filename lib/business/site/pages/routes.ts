import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { localizedDocWireSchema } from '@/lib/content/rich-text/doc';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { uploadContentImage } from '../content-images';
import { requireMultipart } from '../../upload-wire';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { aboutToWire, createDirectorPost, deleteDirectorPost, getAboutPage, getDirectorPost, listDirectorPostsForEditor, postToWire, updateAboutPage, updateDirectorPost } from './editor';
import { aboutUpdateSchema, directorPostCreateSchema, directorPostUpdateSchema } from './schemas';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: pages'];

/** The path of the rich text image upload, for its body limit (lib/business/upload-limits.ts). */
export const CONTENT_IMAGE_PATH = `${WRITE}/content_images`;

const localizedTitleSchema = z
  .object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() })
  .openapi('PagesLocalizedText', { description: 'Plain text per locale; ru is always there' });

const aboutWireSchema = z
  .object({ ABOUT: localizedDocWireSchema, VERSION: z.number().int().openapi({ description: 'Sent back with an edit (409 edit_conflict when saved since)' }) })
  .openapi('AboutPage');

const postWireSchema = z
  .object({
    ID: z.number().int(),
    TITLE: localizedTitleSchema,
    BODY: localizedDocWireSchema,
    PUBLISHED: z.boolean().openapi({ description: 'Shown on the blog page' }),
    PUBLISHED_AT: z.string().openapi({ description: 'ISO 8601 (UTC): when it was written or first published' }),
    VERSION: z.number().int(),
  })
  .openapi('EditorDirectorPost');

const contentImageSchema = z
  .object({ src: z.string().openapi({ description: 'The address to put into the doc (/api/uploads/content/…)' }), width: z.number().int(), height: z.number().int() })
  .openapi('ContentImage');

const imageBodySchema = z
  .object({ image: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels' }) })
  .openapi('ContentImageUpload');

const imageRoute = createRoute({
  method: 'post',
  path: CONTENT_IMAGE_PATH,
  tags: TAGS,
  summary: 'Upload an image for a rich text body (content.edit): multipart/form-data with `image`',
  description:
    'The type is read from the bytes (JPEG, PNG, WebP, GIF; anything else: 400 invalid_image, field `image`); over 10 MB: 413 file_too_large. ' +
    'Re-encoded as WebP of at most 1600 px without metadata and stored; the answer is the address, width and height to put into the doc. ' +
    'An image a save removes from every body of the company is deleted. Rate-limited with every business upload (429 with Retry-After; 503 busy).',
  middleware: [...cabinetGuard('content.edit'), requireMultipart],
  request: { params: cabinetParams, body: { required: true, content: { 'multipart/form-data': { schema: imageBodySchema } } } },
  responses: { 201: jsonResponse('The stored image', z.object({ data: contentImageSchema })), ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
});

const aboutRoute = createRoute({
  method: 'get',
  path: `${READ}/pages/about`,
  tags: TAGS,
  summary: 'The about page as the editor edits it (content.edit)',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('The about page', z.object({ data: aboutWireSchema })), ...errorResponses(401, 403) },
});

const aboutUpdateRoute = createRoute({
  method: 'put',
  path: `${WRITE}/pages/about`,
  tags: TAGS,
  summary: 'Save the about page (content.edit)',
  description: 'The whole text per locale (a locale left out has none). 409 edit_conflict when saved since VERSION. Audited as about_page.update with the changes.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(aboutUpdateSchema) },
  responses: { 200: jsonResponse('The saved page', z.object({ data: aboutWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

const postsRoute = createRoute({
  method: 'get',
  path: `${READ}/director_posts`,
  tags: TAGS,
  summary: "The medical director's blog posts, hidden ones included, newest first (content.edit)",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('The posts', z.object({ data: z.array(postWireSchema) })), ...errorResponses(401, 403) },
});

const postRoute = createRoute({
  method: 'get',
  path: `${READ}/director_posts/{id}`,
  tags: TAGS,
  summary: 'One blog post (content.edit)',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The post', z.object({ data: postWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const postCreateRoute = createRoute({
  method: 'post',
  path: `${WRITE}/director_posts`,
  tags: TAGS,
  summary: 'Write a blog post (content.edit)',
  description: 'Hidden unless `published`. Audited as director_post.create.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(directorPostCreateSchema) },
  responses: { 201: jsonResponse('The new post', z.object({ data: postWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const postUpdateRoute = createRoute({
  method: 'put',
  path: `${WRITE}/director_posts/{id}`,
  tags: TAGS,
  summary: 'Edit, publish or hide a blog post (content.edit)',
  description: 'The fields sent replace the stored ones. 409 edit_conflict when saved since VERSION. Audited as director_post.update with the changes (and director_post.publish / unpublish).',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(directorPostUpdateSchema) },
  responses: { 200: jsonResponse('The saved post', z.object({ data: postWireSchema })), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const postDeleteRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/director_posts/{id}`,
  tags: TAGS,
  summary: 'Delete a blog post (content.edit)',
  description: 'Audited as director_post.delete; its images are deleted unless another text of the company shows them.',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

export function registerPagesRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(imageRoute, async (c) => c.json({ data: await uploadContentImage(c.get('member'), c.req.valid('form').image) }, 201));

  app.openapi(aboutRoute, async (c) => c.json({ data: aboutToWire(await getAboutPage(c.get('member').company.id)) }, 200));

  app.openapi(aboutUpdateRoute, async (c) => c.json({ data: aboutToWire(await updateAboutPage(c.get('member'), c.req.valid('json'))) }, 200));

  app.openapi(postsRoute, async (c) => c.json({ data: (await listDirectorPostsForEditor(c.get('member').company.id)).map(postToWire) }, 200));

  app.openapi(postRoute, async (c) => c.json({ data: postToWire(await getDirectorPost(c.get('member').company.id, c.req.valid('param').id)) }, 200));

  app.openapi(postCreateRoute, async (c) => c.json({ data: postToWire(await createDirectorPost(c.get('member'), c.req.valid('json'))) }, 201));

  app.openapi(postUpdateRoute, async (c) => c.json({ data: postToWire(await updateDirectorPost(c.get('member'), c.req.valid('param').id, c.req.valid('json'))) }, 200));

  app.openapi(postDeleteRoute, async (c) => {
    await deleteDirectorPost(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
}
