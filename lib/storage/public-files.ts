import { createHash, randomBytes } from 'node:crypto';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { getStorage } from './index';
import { forgetUploads, ownedKeys, recordUploads, uploadOwner } from './upload-owners';

/**
 * Files anyone may fetch, served by GET /api/uploads/{folder}/{file}: company logos and favicons,
 * news images, images inside rich text (content). Each upload gets a new name that starts with
 * the SHA-256 of its bytes and ends with a few random characters (`{32 hex}-{8 hex}.png`), so a
 * file never changes, is cached for good (`immutable`), and the server can check that the bytes
 * it serves are the ones the name promises. The random part keeps one stored object per upload:
 * two rows never share a file, so deleting one row's file never breaks another's (docs/decisions.md
 * "Object storage"). Older uploads keep their 24-hex random names. Patients' avatars are in
 * another folder and are never served here.
 */
export const PUBLIC_FOLDERS = ['logos', 'favicons', 'news', 'content'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

export const PUBLIC_FILE_TYPES = { png: 'image/png', webp: 'image/webp' } as const;
export type PublicFileExtension = keyof typeof PUBLIC_FILE_TYPES;

/** A public file's name: the content-hashed `{32 hex}-{8 hex}` (or an older upload's 24 random hex) and its type. */
export const PUBLIC_FILE_NAME = /^(?:[a-f0-9]{32}-[a-f0-9]{8}|[a-f0-9]{24})\.(png|webp)$/;

/** The content hash a public file's name carries (32 hex of its bytes' SHA-256), or null for an older random name. */
export function publicFileHash(file: string): string | null {
  return /^([a-f0-9]{32})-[a-f0-9]{8}\./.exec(file)?.[1] ?? null;
}

/** The hash part of a public file's name: the first 128 bits of the SHA-256 of its bytes, in hex. */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** A new public file's name: its content hash, a random part (one object per upload) and its type. */
export const publicFileName = (bytes: Uint8Array, extension: PublicFileExtension) => `${contentHash(bytes)}-${randomBytes(4).toString('hex')}.${extension}`;

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

/**
 * Stores a public file under a new content-hashed name; returns its key and address. A storage
 * failure is StorageUnavailableError (503). With `companyId` the key is recorded as that company's
 * upload (lib/storage/upload-owners.ts); a company being created records its files itself, in the
 * transaction that inserts it. Not recorded, not kept: the file is deleted again.
 */
export async function putPublicFile(folder: PublicFolder, bytes: Uint8Array, extension: PublicFileExtension, companyId?: number): Promise<{ key: string; url: string }> {
  const key = `${folder}/${publicFileName(bytes, extension)}`;
  await getStorage().put(key, bytes, PUBLIC_FILE_TYPES[extension]);
  if (companyId !== undefined) {
    try {
      await recordUploads(companyId, [key]);
    } catch (error) {
      await deletePublicFilesNow([key]);
      throw error;
    }
  }
  return { key, url: publicFileUrl(key) };
}

/**
 * Deletes stored files now (files no row names: a write that failed after storing them). One the
 * storage cannot delete now (it is down) goes to the storage.delete job, which retries with
 * backoff, so no orphan is left behind; only when that cannot be queued either is it logged.
 */
export async function deletePublicFilesNow(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await getStorage().delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'storage: a file could not be deleted now; queued for a retry');
      await deleteKeysSoon([key]);
    }
  }
  await forgetUploads(keys).catch((error: unknown) => logger.warn({ err: error, keys }, 'storage: the owners of deleted files could not be forgotten'));
}

/** Queues the deletion of keys no row names (no grace period: no page showed them); a failure to queue is logged. */
export async function deleteKeysSoon(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await sendJob(DELETE_FILE_QUEUE, { key });
    } catch (error) {
      logger.error({ err: error, key }, 'storage: an orphan file could not be deleted nor queued for deletion');
    }
  }
}

/** A replaced or removed public file is kept this long: a page a shared cache keeps (a day at most) may still show it. */
export const PUBLIC_FILE_GRACE_SECONDS = 2 * 24 * 60 * 60;

/** The key to delete, and the company whose retired file it is (none: a file no row names, e.g. after a failed write or a purge). */
export type DeleteFileJob = { key: string; companyId?: number };

/** A patient's photo (lib/accounts/avatar.ts): never public, but deleted through the same queue when the storage was down. */
export const AVATAR_KEY = /^avatars\/[1-9][0-9]{0,9}\/[a-f0-9]{24}\.webp$/;

/**
 * storage.delete: removes one stored file — a public file once no cached page can show it any more,
 * or any file a failed write or a removal could not delete at once (the storage was down). Retried
 * with backoff from a minute, 12 times: about three days of outage before it gives up (logged).
 */
export const DELETE_FILE_QUEUE: JobQueue<DeleteFileJob> = {
  name: 'storage.delete',
  options: () => ({ retryLimit: 12, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 }),
  handle: async (job) => {
    const { key, companyId } = job.data;
    if (!MEDIA_KEY.test(key) && !AVATAR_KEY.test(key) && publicFileKey(publicFileUrl(key)) !== key) return;
    // A key a company owns goes only by that company's own retirement (a job queued before owners were recorded is skipped).
    const owner = await uploadOwner(key);
    if (owner !== null && owner !== companyId) {
      logger.warn({ key, owner, companyId }, 'storage: a deletion of another company\'s file was skipped');
      return;
    }
    await getStorage().delete(key);
    await forgetUploads([key]);
  },
};

/**
 * Schedules the deletion of the public files behind these addresses after the grace period: only
 * those `companyId` uploaded (other links, and another company's or an unknown uploader's files, are left alone).
 */
export async function deletePublicFilesLater(companyId: number, urls: readonly (string | null | undefined)[], executor?: JobExecutor): Promise<void> {
  const startAfter = new Date(Date.now() + PUBLIC_FILE_GRACE_SECONDS * 1000);
  const keys = urls.map(publicFileKey).filter((key): key is string => key !== null);
  for (const key of await ownedKeys(companyId, keys)) await sendJob(DELETE_FILE_QUEUE, { key, companyId }, executor, { startAfter });
}

/** Schedules the deletion of stored media keys (responsive variants) after the grace period: only those `companyId` uploaded. */
export async function deleteMediaKeysLater(companyId: number, keys: readonly string[], executor?: JobExecutor): Promise<void> {
  const startAfter = new Date(Date.now() + PUBLIC_FILE_GRACE_SECONDS * 1000);
  for (const key of await ownedKeys(companyId, keys.filter((key) => MEDIA_KEY.test(key)))) await sendJob(DELETE_FILE_QUEUE, { key, companyId }, executor, { startAfter });
}
