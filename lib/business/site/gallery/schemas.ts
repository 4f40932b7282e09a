// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { versionSchema } from '../../edit-conflict';
import { localizedText } from '../../localized';

/* The gallery editor's bodies (content.edit): album titles and photo captions are plain text per locale. */

export const GALLERY_LIMITS = { title: 200, caption: 500 } as const;

const title = localizedText(GALLERY_LIMITS.title, { required: true, description: "The album's title" });
const caption = localizedText(GALLERY_LIMITS.caption, { description: "The photo's caption" });

export const albumCreateSchema = z.strictObject({ title }, { error: 'invalid_type' }).openapi('GalleryAlbumCreate');
export const albumUpdateSchema = z.strictObject({ title, version: versionSchema }, { error: 'invalid_type' }).openapi('GalleryAlbumUpdate');
export const photoUpdateSchema = z.strictObject({ caption, version: versionSchema }, { error: 'invalid_type' }).openapi('GalleryPhotoUpdate');

const id = z.number({ error: 'invalid_type' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid');
export const orderSchema = z.strictObject({ ids: z.array(id, { error: 'invalid_type' }).min(1, 'required').max(1000, 'invalid') }, { error: 'invalid_type' }).openapi('GalleryOrder', { description: 'Every ID once, in the new order' });

export type AlbumCreate = z.output<typeof albumCreateSchema>;
export type AlbumUpdate = z.output<typeof albumUpdateSchema>;
export type PhotoUpdate = z.output<typeof photoUpdateSchema>;
