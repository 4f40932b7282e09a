import { randomBytes } from 'node:crypto';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { getStorage } from './index';

/**
 * Files anyone may fetch, served by GET /api/uploads/{folder}/{file}: company logos and favicons,
 * news images, images inside rich text (content). Each upload gets a new random name, so a file never changes and is cached for
 * good. Patients' avatars are in another folder and are never served here.
 */
export const PUBLIC_FOLDERS = ['logos', 'favicons', 'news', 'content'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

export const PUBLIC_FILE_TYPES = { png: 'image/png', webp: 'image/webp' } as const;
export type PublicFileExtension = keyof typeof PUBLIC_FILE_TYPES;

/** A public file's name: 24 hex characters and its type. */
export const PUBLIC_FILE_NAME = /^[a-f0-9]{24}\.(png|webp)$/;

export const PUBLIC_UPLOADS_PATH = '/api/uploads';

/** A responsive image's variant (lib/storage/responsive.ts): `media/{companyId}/{24 hex}/{width}.{avif|webp}`. */
export const MEDIA_KEY = /^media\/[1-9][0-9]{0,9}\/[a-f0-9]{24}\/[1-9][0-9]{0,4}\.(avif|webp)$/;

/** The address a page uses for a stored public file: a path on the site's own host (every host serves it). */
export const publicFileUrl = (key: string) => `${PUBLIC_UPLOADS_PATH}/${key}`;

/** The storage key behind one of our public file addresses, or null for any other link. */
export function publicFileKey(url: string | null | undefined): string | null {
  const match = url ? /^\/api\/uploads\/([a-z]+)\/([^/?#]+)$/.exec(url) : null;
  return match && (PUBLIC_FOLDERS as readonly string[]).includes(match[1]) && PUBLIC_FILE_NAME.test(match[2]) ? `${match[1]}/${match[2]}` : null;
}

/** Stores a public file under a new random name; returns its key and address. */
export async function putPublicFile(folder: PublicFolder, bytes: Uint8Array, extension: PublicFileExtension): Promise<{ key: string; url: string }> {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
  await getStorage().put(key, bytes, PUBLIC_FILE_TYPES[extension]);
  return { key, url: publicFileUrl(key) };
}

/** Deletes stored files now; a failure is logged (the change they belonged to stands). */
export async function deletePublicFilesNow(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await getStorage().delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'storage: a public file could not be deleted');
    }
  }
}

/** A replaced or removed public file is kept this long: a page a shared cache keeps (a day at most) may still show it. */
export const PUBLIC_FILE_GRACE_SECONDS = 2 * 24 * 60 * 60;

export type DeleteFileJob = { key: string };

/** storage.delete: removes one public file once no cached page can show it any more. */
export const DELETE_FILE_QUEUE: JobQueue<DeleteFileJob> = {
  name: 'storage.delete',
  options: () => ({ retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 }),
  handle: async (job) => {
    if (!MEDIA_KEY.test(job.data.key) && publicFileKey(publicFileUrl(job.data.key)) !== job.data.key) return;
    await getStorage().delete(job.data.key);
  },
};

/** Schedules the deletion of the public files behind these addresses (other links are left alone), after the grace period. */
export async function deletePublicFilesLater(urls: readonly (string | null | undefined)[], executor?: JobExecutor): Promise<void> {
  const startAfter = new Date(Date.now() + PUBLIC_FILE_GRACE_SECONDS * 1000);
  for (const url of urls) {
    const key = publicFileKey(url);
    if (key) await sendJob(DELETE_FILE_QUEUE, { key }, executor, { startAfter });
  }
}

/** Schedules the deletion of stored media keys (responsive variants) after the grace period; other keys are left alone. */
export async function deleteMediaKeysLater(keys: readonly string[], executor?: JobExecutor): Promise<void> {
  const startAfter = new Date(Date.now() + PUBLIC_FILE_GRACE_SECONDS * 1000);
  for (const key of keys) {
    if (MEDIA_KEY.test(key)) await sendJob(DELETE_FILE_QUEUE, { key }, executor, { startAfter });
  }
}
