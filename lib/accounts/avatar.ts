import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { getStorage } from '@/lib/storage';
import { deleteKeysSoon } from '@/lib/storage/public-files';
import { ImageRefused, inspectImage, reencodeImage, type ImageProblem, type ImageRule } from '@/lib/storage/images';

/** The largest file a patient may upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest multipart body of an upload: the file plus the form's own bytes. Larger is refused before it is read. */
export const AVATAR_MAX_BODY_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
/** The most pixels an uploaded image may have: more is refused before decoding (a decompression bomb). */
export const AVATAR_MAX_PIXELS = 40_000_000;
/** The stored avatar: a square WebP. */
export const AVATAR_SIZE = 512;

/** What a photo may be: JPEG, PNG or WebP, of at most AVATAR_MAX_BYTES and AVATAR_MAX_PIXELS. */
const AVATAR_RULE: ImageRule = { maxBytes: AVATAR_MAX_BYTES, maxPixels: AVATAR_MAX_PIXELS, formats: ['jpeg', 'png', 'webp'] };

/** Why an upload is refused; the route maps each to its status and text. The photo comes as bytes, never as a text field. */
export type AvatarProblem = Exclude<ImageProblem, 'not_a_file'>;

export class AvatarRefused extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(`avatar refused: ${problem}`);
  }
}

/**
 * The uploaded bytes as the stored avatar, through the uploads' one pipeline (lib/storage/images.ts:
 * the type read from the file's own bytes, never its name or the browser's content type; the
 * pixels checked from the header, then enforced again while decoding; the image queue and its
 * time limit): turned upright by its EXIF orientation, cropped to a 512×512 square and re-encoded
 * as WebP without any metadata (sharp writes none unless asked: EXIF, GPS and ICC are dropped).
 */
export async function processAvatar(bytes: Uint8Array, crop?: AvatarCrop | null): Promise<Buffer> {
  try {
    const upright = await inspectImage(bytes, AVATAR_RULE);
    const region = crop ? cropRegion(crop, upright.width, upright.height) : null;
    return await reencodeImage(bytes, AVATAR_RULE, (image) => (region ? image.extract(region) : image).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }));
  } catch (error) {
    if (error instanceof ImageRefused) throw new AvatarRefused(error.problem === 'not_a_file' ? 'not_an_image' : error.problem);
    throw error;
  }
}

/** The part of the upright image the patient chose in the crop preview, in percent of its width and height. */
export type AvatarCrop = { x: number; y: number; width: number; height: number };

/** Percentages to pixels inside the image, at least one pixel wide and high. */
function cropRegion(crop: AvatarCrop, width: number, height: number) {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  const left = clamp(Math.round((crop.x / 100) * width), 0, width - 1);
  const top = clamp(Math.round((crop.y / 100) * height), 0, height - 1);
  return {
    left,
    top,
    width: clamp(Math.round((crop.width / 100) * width), 1, width - left),
    height: clamp(Math.round((crop.height / 100) * height), 1, height - top),
  };
}

const avatarKey = (userId: number) => `avatars/${userId}/${randomBytes(12).toString('hex')}.webp`;

/**
 * Deletes a stored file; not thrown: the user's change has been made. When the storage cannot
 * delete it now, the storage.delete job does it later: a removed photo does not stay behind.
 */
async function deleteQuietly(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await getStorage().delete(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'avatar: the old file could not be deleted now; queued for a retry');
    await deleteKeysSoon([key]);
  }
}

/** Stores a processed avatar and makes it the user's; the previous file is deleted. Returns the updated user. */
export async function replaceAvatar(userId: number, webp: Buffer) {
  const key = avatarKey(userId);
  await getStorage().put(key, webp, 'image/webp');
  const db = getDb();
  try {
    const updated = await db.transaction(async (tx) => {
      const [previous] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
      if (!previous) return null;
      const [user] = await tx.update(users).set({ avatar: key, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      return { user, previousKey: previous.avatar };
    });
    if (!updated) {
      await deleteQuietly(key);
      return null;
    }
    await deleteQuietly(updated.previousKey);
    return updated.user;
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
}

/** Clears the user's avatar and deletes its file. Returns the updated user. */
export async function removeAvatar(userId: number) {
  const db = getDb();
  const result = await db.transaction(async (tx) => {
    const [previous] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!previous) return null;
    const [user] = await tx.update(users).set({ avatar: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return { user, previousKey: previous.avatar };
  });
  if (!result) return null;
  await deleteQuietly(result.previousKey);
  return result.user;
}

/** The stored avatar's bytes, or null. */
export async function readAvatar(key: string | null): Promise<Buffer | null> {
  return key ? getStorage().get(key) : null;
}

/** Deletes an avatar file, e.g. when its account is deleted. */
export const deleteAvatarFile = deleteQuietly;
