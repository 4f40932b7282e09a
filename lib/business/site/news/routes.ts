import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { requireMultipart } from '../../upload-wire';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { createNewsCategory, deleteNewsCategory, listEditorCategories, moveNewsCategory, updateNewsCategory } from './categories';
import { editorCompany } from '../editing';
import { createNews, deleteNews, getEditorNews, listEditorNews, setNewsImage, updateNews } from './editor';
import { NEWS_STATUSES, newsCategoryCreateSchema, newsCategoryMoveSchema, newsCategoryUpdateSchema, newsCreateSchema, newsUpdateSchema } from './schemas';
import { categoryToWire, newsCategoryWireSchema, newsItemWireSchema, newsSummaryToWire, newsSummaryWireSchema, newsToWire } from './wire';
import { cabinetItemParams, cabinetParams, okSchema, pageMeta, pageMetaSchema, pagingQuery } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: news'];

/** The path of the news image upload, for its body limit (lib/business/upload-limits.ts). */
export const NEWS_IMAGE_PATH = `${WRITE}/news/{id}/image`;

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/news`,
  tags: TAGS,
  summary: "The company's news for the editor (content.edit): drafts and scheduled items included, newest first (by PUBLISHED_AT, then ID)",
  middleware: cabinetGuard('content.edit'),
  request: {
    params: cabinetParams,
    query: z.object({
      status: z.enum(NEWS_STATUSES, { error: 'invalid' }).optional().openapi({ description: 'draft, scheduled or published; all when absent' }),
      category_id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').optional(),
      ...pagingQuery,
    }),
  },
  responses: { 200: jsonResponse('A page of news', z.object({ data: z.array(newsSummaryWireSchema), meta: pageMetaSchema })), ...errorResponses(400, 401, 403) },
});

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/news/{id}`,
  tags: TAGS,
  summary: 'One news item with its texts in every locale (content.edit)',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The item', z.object({ data: newsItemWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const SAVE_NOTES =
  'Texts are plain text per locale (`{ "ru": "…", "kk": "…" }`), only in the locales the company offers (else 400 locale_not_offered on `title.kk`); ' +
  'the Russian title and body are required. published=true with published_at in the future schedules the item: the site shows it and its subscribers ' +
  'are mailed from then on (a news.publish job); published now, they are mailed at once, each item once ever. The site shows every change on the next request.';

const createRoute_ = createRoute({
  method: 'post',
  path: `${WRITE}/news`,
  tags: TAGS,
  summary: 'Create a news item (content.edit); a draft unless published=true',
  description: `${SAVE_NOTES} The slug is made from the Russian title when empty (the next free one in the category). Audited as news.create.`,
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(newsCreateSchema) },
  responses: { 201: jsonResponse('The created item', z.object({ data: newsItemWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${WRITE}/news/{id}`,
  tags: TAGS,
  summary: 'Edit a news item (content.edit): the fields sent replace the stored ones, the others stay',
  description: `${SAVE_NOTES} A localized field replaces all its locales. The slug stays unless sent. Audited as news.update (and news.publish / news.unpublish).`,
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(newsUpdateSchema) },
  responses: { 200: jsonResponse('The edited item', z.object({ data: newsItemWireSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/news/{id}`,
  tags: TAGS,
  summary: 'Delete a news item (content.edit); audited as news.delete',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const imageBodySchema = z
  .object({
    image: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or SVG, at most 10 MB and 40 megapixels' }),
  })
  .openapi('NewsImageUpload');

const imageRoute = createRoute({
  method: 'post',
  path: NEWS_IMAGE_PATH,
  tags: TAGS,
  summary: "Set a news item's image from a file (content.edit): multipart/form-data with `image`",
  description:
    'The type is read from the bytes (JPEG, PNG, WebP, GIF; SVG and anything else: 400 invalid_image, field `image`); over 10 MB: 413 file_too_large. ' +
    'Stored without metadata as AVIF and WebP 320 to 1600 px wide (never enlarged, lib/storage/responsive.ts); IMAGE becomes the largest WebP\'s address (/api/uploads/media/…) and the site draws the variants with a srcset. ' +
    'Audited as news.image. 30 uploads an hour per user and 300 per company, counted before the file is read (429 with Retry-After); ' +
    'while the server is busy with other images, 503 busy with Retry-After.',
  middleware: [...cabinetGuard('content.edit'), requireMultipart],
  request: { params: cabinetItemParams, body: { required: true, content: { 'multipart/form-data': { schema: imageBodySchema } } } },
  responses: { 200: jsonResponse('The item with its image', z.object({ data: newsItemWireSchema })), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
});

const removeImageRoute = createRoute({
  method: 'delete',
  path: NEWS_IMAGE_PATH,
  tags: TAGS,
  summary: "Remove a news item's image (content.edit); none: no change",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The item without an image', z.object({ data: newsItemWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: `${READ}/news_categories`,
  tags: TAGS,
  summary: "The company's news categories in their order on the site, with their item counts (content.edit)",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Categories', z.object({ data: z.array(newsCategoryWireSchema) })), ...errorResponses(401, 403) },
});

const createCategoryRoute = createRoute({
  method: 'post',
  path: `${WRITE}/news_categories`,
  tags: TAGS,
  summary: 'Create a news category (content.edit), last in the order; listed on the site at /news/{slug} at once',
  description: 'The slug is made from the Russian name when empty; a taken slug is 400 category_slug_taken. Audited as news_category.create.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(newsCategoryCreateSchema) },
  responses: { 201: jsonResponse('The created category', z.object({ data: newsCategoryWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const updateCategoryRoute = createRoute({
  method: 'put',
  path: `${WRITE}/news_categories/{id}`,
  tags: TAGS,
  summary: "Rename a news category or change how the site lists it (content.edit); its slug stays",
  description: 'The name per locale as on create (Russian required, only the offered locales). The site shows the change on the next request. Audited as news_category.update.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(newsCategoryUpdateSchema) },
  responses: { 200: jsonResponse('The category', z.object({ data: newsCategoryWireSchema })), ...errorResponses(400, 401, 403, 404, 415) },
});

const deleteCategoryRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/news_categories/{id}`,
  tags: TAGS,
  summary: 'Delete an empty news category (content.edit); one holding items, drafts included, is 409 news_category_not_empty',
  description: 'Its page leaves the site and the menu on the next request. Audited as news_category.delete.',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const moveCategoryRoute = createRoute({
  method: 'post',
  path: `${WRITE}/news_categories/{id}/move`,
  tags: TAGS,
  summary: "Move a news category one step up or down in the site's order (content.edit)",
  description: 'The order is numbered anew from 0. The first moved up or the last moved down stays where it is (200, unaudited). Audited as news_category.move.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(newsCategoryMoveSchema) },
  responses: { 200: jsonResponse('The categories in their new order', z.object({ data: z.array(newsCategoryWireSchema) })), ...errorResponses(400, 401, 403, 404, 415) },
});

export function registerNewsEditorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => {
    const { status, category_id, page, page_size } = c.req.valid('query');
    const member = c.get('member');
    const { total, items } = await listEditorNews(member.company.id, { status, categoryId: category_id, offset: (page - 1) * page_size, limit: page_size });
    const company = await editorCompany(c.get('member'));
    return c.json({ data: items.map((row) => newsSummaryToWire(row, company, c.get('locale'))), meta: pageMeta(page, page_size, total) }, 200);
  });

  app.openapi(readRoute, async (c) => {
    const row = await getEditorNews(c.get('member').company.id, c.req.valid('param').id);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: newsToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(createRoute_, async (c) => {
    const row = await createNews(c.get('member'), c.req.valid('json'));
    const company = await editorCompany(c.get('member'));
    return c.json({ data: newsToWire(row, company, c.get('locale')) }, 201);
  });

  app.openapi(imageRoute, async (c) => {
    const row = await setNewsImage(c.get('member'), c.req.valid('param').id, c.req.valid('form').image);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: newsToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(removeImageRoute, async (c) => {
    const row = await setNewsImage(c.get('member'), c.req.valid('param').id, null);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: newsToWire(row, company, c.get('locale')) }, 200);
  });

  // The document lists a path's methods together, in the order of its first route: the image path
  // comes before the item's PUT and DELETE, so the fuzz (which takes them in order) deletes the item last.
  app.openapi(updateRoute, async (c) => {
    const row = await updateNews(c.get('member'), c.req.valid('param').id, c.req.valid('json'), c.get('locale'));
    const company = await editorCompany(c.get('member'));
    return c.json({ data: newsToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await deleteNews(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(categoriesRoute, async (c) => {
    const rows = await listEditorCategories(c.get('member').company.id);
    return c.json({ data: rows.map(categoryToWire) }, 200);
  });

  app.openapi(createCategoryRoute, async (c) => {
    const row = await createNewsCategory(c.get('member'), c.req.valid('json'));
    return c.json({ data: categoryToWire(row) }, 201);
  });

  app.openapi(updateCategoryRoute, async (c) => {
    const row = await updateNewsCategory(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: categoryToWire(row) }, 200);
  });

  app.openapi(deleteCategoryRoute, async (c) => {
    await deleteNewsCategory(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(moveCategoryRoute, async (c) => {
    const rows = await moveNewsCategory(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: rows.map(categoryToWire) }, 200);
  });
}
