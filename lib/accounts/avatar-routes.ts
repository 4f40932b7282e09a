import { createHash } from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { userWireSchema } from '@/lib/auth/schemas';
import { withLocalizedLimits } from '@/lib/auth/account-errors';
import { userToWire } from '@/lib/auth/user-wire';
import { errorJson } from '@/lib/http/errors';
import type { BodyLimit } from '@/lib/http/api-base';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { spend } from '@/lib/security/rate-limit';
import { AVATAR_MAX_BODY_BYTES, AvatarRefused, processAvatar, readAvatar, removeAvatar, replaceAvatar, type AvatarCrop, type AvatarProblem } from './avatar';
import { accountError, accountText, localeOfPath, localizedValidation } from './errors';
import { requireAccountUser } from './session';

const UPLOAD_PATH = '/api/w-front/{locale}/v1/user/avatar/upload';

const STATUS: Record<AvatarProblem, 400 | 413 | 415> = {
  required: 400,
  too_large: 413,
  not_an_image: 415,
  unsupported_type: 415,
  too_many_pixels: 400,
  corrupt_image: 400,
};

/** The upload's body limit, for the API base: a larger body is answered 413 before it is read. */
export const AVATAR_BODY_LIMIT: BodyLimit = {
  path: UPLOAD_PATH.replace('{locale}', ':locale'),
  maxSize: AVATAR_MAX_BODY_BYTES,
  onError: (c: Context) => {
    const locale = localeOfPath(c.req.path);
    // No `Connection: close`: the front door reads the rest of the body, so the client can read this answer.
    return errorJson(c, 413, 'too_large', accountText(locale, 'ProfileAvatar', 'errors.too_large'), { avatar: ['too_large'] });
  },
};

const percent = z.any().optional().openapi({ type: 'string', description: 'Percent of the upright image, 0–100', example: '12.5' });

const uploadBodySchema = z
  .object({
    avatar: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB and 40 megapixels' }),
    crop_x: percent,
    crop_y: percent,
    crop_width: percent,
    crop_height: percent,
  })
  .openapi('AvatarUpload');

const uploadRoute = createRoute({
  method: 'post',
  path: UPLOAD_PATH,
  tags: ['user'],
  summary: 'Upload the profile photo: checked by its bytes, cropped (crop_* in percent, optional) to 512×512 and stored as WebP without metadata',
  description:
    'The type is read from the file itself (JPEG, PNG, WebP; else 415). Over 5 MB: 413, refused from Content-Length before the body is read. ' +
    'Over 40 megapixels (a decompression bomb): 400 too_many_pixels. The previous photo is deleted. ' +
    'Twenty uploads an hour per account, counted before the file is read (429 with Retry-After). ' +
    'While the server is busy with other images: 503 busy with Retry-After.',
  request: { params: pathParams({}), body: { required: false, content: { 'multipart/form-data': { schema: uploadBodySchema } } } },
  responses: {
    200: jsonResponse('The user with the new photo', z.object({ data: userWireSchema })),
    ...errorResponses(400, 401, 403, 413, 415, 429, 503),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/w-front/{locale}/v1/user/avatar/remove',
  tags: ['user'],
  summary: 'Remove the profile photo (its file is deleted)',
  request: { params: pathParams({}) },
  responses: { 200: jsonResponse('The user without a photo', z.object({ data: userWireSchema })), ...errorResponses(401, 403) },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/user/avatar/download',
  tags: ['user'],
  summary: "The signed-in user's photo: image/webp, private (Cache-Control: private, no-cache; ETag)",
  request: { params: pathParams({}) },
  responses: {
    200: { description: 'The photo', content: { 'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
    304: { description: 'Not modified (If-None-Match)' },
    ...errorResponses(401, 404, 503),
  },
});

/** crop_x … crop_height: all four numbers in 0–100, or none; anything else is a field error. */
function readCrop(form: FormData): { crop: AvatarCrop | null; invalid: string | null } {
  const names = ['crop_x', 'crop_y', 'crop_width', 'crop_height'] as const;
  const raw = names.map((name) => form.get(name));
  if (raw.every((value) => value === null || value === '')) return { crop: null, invalid: null };
  const numbers = raw.map((value) => (typeof value === 'string' && /^\d{1,3}(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : NaN));
  const bad = names.find((_, index) => !(numbers[index] >= 0 && numbers[index] <= 100));
  if (bad) return { crop: null, invalid: bad };
  const [x, y, width, height] = numbers;
  if (width === 0 || height === 0) return { crop: null, invalid: width === 0 ? 'crop_width' : 'crop_height' };
  return { crop: { x, y, width, height }, invalid: null };
}

export function registerAvatarRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(
    uploadRoute,
    async (c) => {
      const locale = c.get('locale');
      const user = await requireAccountUser(c, 'ProfileAvatar');
      // Counted before anything is read or decoded: a refused file costs a try too.
      await withLocalizedLimits(locale, () => spend('avatarUpload', String(user.id)));
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw accountError(locale, 415, 'ProfileAvatar', 'not_an_image', 'avatar');
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw accountError(locale, 400, 'ProfileAvatar', 'required', 'avatar');
      }
      const file = form.get('avatar');
      if (!(file instanceof File) || file.size === 0) throw accountError(locale, 400, 'ProfileAvatar', 'required', 'avatar');
      if (file.size > AVATAR_BODY_LIMIT.maxSize - 64 * 1024) throw accountError(locale, 413, 'ProfileAvatar', 'too_large', 'avatar');
      const { crop, invalid } = readCrop(form);
      if (invalid) throw accountError(locale, 400, 'ProfileAvatar', 'invalid', invalid);
      let webp: Buffer;
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        webp = await withLocalizedLimits(locale, () => processAvatar(bytes, crop));
      } catch (error) {
        if (error instanceof AvatarRefused) throw accountError(locale, STATUS[error.problem], 'ProfileAvatar', error.problem, 'avatar');
        throw error;
      }
      const updated = await withLocalizedLimits(locale, () => replaceAvatar(user.id, webp));
      if (!updated) throw accountError(locale, 401, 'ProfileAvatar', 'login_required');
      return c.json({ data: userToWire(updated) }, 200);
    },
    // The body is checked by hand above (with the caller's language); the schema documents it.
    localizedValidation('ProfileAvatar'),
  );

  app.openapi(downloadRoute, async (c) => {
    const locale = c.get('locale');
    const user = await requireAccountUser(c, 'ProfileAvatar');
    const notFound = () => accountError(locale, 404, 'ProfileAvatar', 'avatar_not_found');
    if (!user.avatar) throw notFound();
    // The key changes with every upload: it is the version.
    const etag = `"${createHash('sha256').update(user.avatar).digest('base64url').slice(0, 22)}"`;
    const headers = { 'cache-control': 'private, no-cache', etag, vary: 'Cookie' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const bytes = await withLocalizedLimits(locale, () => readAvatar(user.avatar));
    if (!bytes) throw notFound();
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'content-type': 'image/webp',
      'content-length': String(bytes.byteLength),
      'content-disposition': 'inline; filename="avatar.webp"',
      'x-content-type-options': 'nosniff',
    });
  });

  app.openapi(removeRoute, async (c) => {
    const user = await requireAccountUser(c, 'ProfileAvatar');
    const updated = await removeAvatar(user.id);
    if (!updated) throw accountError(c.get('locale'), 401, 'ProfileAvatar', 'login_required');
    return c.json({ data: userToWire(updated) }, 200);
  });
}
