import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { requireMultipart, responsiveImageWireSchema } from '../../upload-wire';
import { addPhoto, albumToWire, createAlbum, deleteAlbum, deletePhoto, listEditorAlbums, orderAlbums, orderPhotos, photoToWire, updateAlbum, updatePhoto } from './editor';
import { albumCreateSchema, albumUpdateSchema, orderSchema, photoUpdateSchema } from './schemas';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: gallery'];

/** The path of a gallery photo upload, for its body limit (lib/business/upload-limits.ts). */
export const GALLERY_PHOTO_PATH = `${WRITE}/gallery_albums/{id}/photos`;

const localizedSchema = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

const photoWireSchema = z
  .object({
    ID: z.number().int(),
    ALBUM_ID: z.number().int(),
    SRC: z.string().openapi({ description: 'The largest WebP (or an old address)' }),
    WIDTH: z.number().int(),
    HEIGHT: z.number().int(),
    IMAGE: responsiveImageWireSchema.nullable(),
    CAPTION: localizedSchema,
    POSITION: z.number().int(),
    VERSION: z.number().int(),
  })
  .openapi('EditorGalleryPhoto');

const albumWireSchema = z
  .object({ ID: z.number().int(), TITLE: localizedSchema, POSITION: z.number().int(), VERSION: z.number().int(), PHOTOS: z.array(photoWireSchema) })
  .openapi('EditorGalleryAlbum');

const albumResponse = (what: string) => jsonResponse(what, z.object({ data: albumWireSchema }));
const guard = (json?: boolean) => cabinetGuard('content.edit', json ? { json: true } : undefined);

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/gallery_albums`,
  tags: TAGS,
  summary: "The company's albums in the site's order with their photos (content.edit); empty albums included (the site hides them)",
  middleware: guard(),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Albums', z.object({ data: z.array(albumWireSchema) })), ...errorResponses(401, 403) },
});

const createAlbumRoute = createRoute({
  method: 'post',
  path: `${WRITE}/gallery_albums`,
  tags: TAGS,
  summary: 'Create an album (content.edit), last in the order; the title per locale (Russian required). Audited as gallery.album_create',
  middleware: guard(true),
  request: { params: cabinetParams, body: jsonBody(albumCreateSchema) },
  responses: { 201: albumResponse('The album'), ...errorResponses(400, 401, 403, 415) },
});

const photoBodySchema = z
  .object({ photo: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 15 MB and 40 megapixels' }) })
  .openapi('GalleryPhotoUpload');

const addPhotoRoute = createRoute({
  method: 'post',
  path: GALLERY_PHOTO_PATH,
  tags: TAGS,
  summary: 'Add one photo to an album (content.edit): multipart/form-data with `photo`; several files are sent one call each',
  description:
    'The type is read from the bytes (else 400 invalid_image, field `photo`); over 15 MB: 413 file_too_large; over 40 megapixels: 400 too_many_pixels; nothing is stored then. ' +
    'Stored without metadata as AVIF and WebP 320 to 1600 px wide (never enlarged). Audited as gallery.photo_add. Rate-limited (429); busy: 503.',
  middleware: [...guard(), requireMultipart],
  request: { params: cabinetItemParams, body: { required: true, content: { 'multipart/form-data': { schema: photoBodySchema } } } },
  responses: { 201: jsonResponse('The photo', z.object({ data: photoWireSchema })), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
});

const photoOrderRoute = createRoute({
  method: 'put',
  path: `${WRITE}/gallery_albums/{id}/photo_order`,
  tags: TAGS,
  summary: "The order of an album's photos (content.edit): every photo's ID once; else 400 ids: order_mismatch. Audited as gallery.photo_order",
  middleware: guard(true),
  request: { params: cabinetItemParams, body: jsonBody(orderSchema) },
  responses: { 200: albumResponse('The album'), ...errorResponses(400, 401, 403, 404, 415) },
});

const updateAlbumRoute = createRoute({
  method: 'put',
  path: `${WRITE}/gallery_albums/{id}`,
  tags: TAGS,
  summary: 'Rename an album (content.edit) from the VERSION read; another save since is 409 edit_conflict. Audited as gallery.album_update',
  middleware: guard(true),
  request: { params: cabinetItemParams, body: jsonBody(albumUpdateSchema) },
  responses: { 200: albumResponse('The album'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const deleteAlbumRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/gallery_albums/{id}`,
  tags: TAGS,
  summary: "Delete an album with its photos (content.edit); the photos' files are deleted. Audited as gallery.album_delete",
  middleware: guard(),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const albumOrderRoute = createRoute({
  method: 'put',
  path: `${WRITE}/gallery_album_order`,
  tags: TAGS,
  summary: "The site's order of the albums (content.edit): every album's ID once; else 400 ids: order_mismatch. Audited as gallery.album_order",
  middleware: guard(true),
  request: { params: cabinetParams, body: jsonBody(orderSchema) },
  responses: { 200: jsonResponse('The albums', z.object({ data: z.array(albumWireSchema) })), ...errorResponses(400, 401, 403, 415) },
});

const updatePhotoRoute = createRoute({
  method: 'put',
  path: `${WRITE}/gallery_photos/{id}`,
  tags: TAGS,
  summary: "A photo's caption per locale (content.edit) from the VERSION read; another save since is 409 edit_conflict. Audited as gallery.photo_update",
  middleware: guard(true),
  request: { params: cabinetItemParams, body: jsonBody(photoUpdateSchema) },
  responses: { 200: jsonResponse('The photo', z.object({ data: photoWireSchema })), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const deletePhotoRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/gallery_photos/{id}`,
  tags: TAGS,
  summary: "Delete a photo (content.edit); its files are deleted. Audited as gallery.photo_delete",
  middleware: guard(),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

export function registerGalleryEditorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => c.json({ data: (await listEditorAlbums(c.get('member').company.id)).map(albumToWire) }, 200));
  app.openapi(createAlbumRoute, async (c) => c.json({ data: albumToWire(await createAlbum(c.get('member'), c.req.valid('json'))) }, 201));
  app.openapi(addPhotoRoute, async (c) => c.json({ data: photoToWire(await addPhoto(c.get('member'), c.req.valid('param').id, c.req.valid('form').photo)) }, 201));
  app.openapi(photoOrderRoute, async (c) => c.json({ data: albumToWire(await orderPhotos(c.get('member'), c.req.valid('param').id, c.req.valid('json').ids)) }, 200));
  app.openapi(updateAlbumRoute, async (c) => c.json({ data: albumToWire(await updateAlbum(c.get('member'), c.req.valid('param').id, c.req.valid('json'))) }, 200));
  app.openapi(deleteAlbumRoute, async (c) => {
    await deleteAlbum(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
  app.openapi(albumOrderRoute, async (c) => c.json({ data: (await orderAlbums(c.get('member'), c.req.valid('json').ids)).map(albumToWire) }, 200));
  app.openapi(updatePhotoRoute, async (c) => c.json({ data: photoToWire(await updatePhoto(c.get('member'), c.req.valid('param').id, c.req.valid('json'))) }, 200));
  app.openapi(deletePhotoRoute, async (c) => {
    await deletePhoto(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });
}

