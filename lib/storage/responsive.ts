import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { logger } from '@/lib/log';
import { runImageJob } from './image-queue';
import { IMAGE_TIMEOUT_SECONDS, ImageRefused, inspectImage, type ImageRule } from './images';
import { getStorage } from './index';
import { deleteKeysSoon, deleteMediaKeysLater, MEDIA_KEY } from './public-files';
import { forgetUploads, ownedKeys, recordUploads } from './upload-owners';
import { descriptorKeys, RESPONSIVE_FORMATS, variantKey, type ResponsiveFormat, type ResponsiveImageDescriptor } from './responsive-urls';

export * from './responsive-urls';

/**
 * Responsive images (issue 19 "Images everywhere"): one upload stored re-encoded, without
 * metadata, as AVIF and WebP in the widths the pages draw, under one key prefix per image:
 * `media/{companyId}/{24 hex}/{width}.{avif|webp}`. The row keeps a descriptor (jsonb), from
 * which <ResponsiveImage> builds its srcset and which deleteResponsiveImage removes whole.
 * docs/decisions.md "Responsive images".
 */

/** The widths the pages use; a picture is never enlarged, so a narrow one gets fewer (at least its own width). */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1600] as const;

export const MEDIA_FOLDER = 'media';
const CONTENT_TYPES: Record<ResponsiveFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export { MEDIA_KEY };

/** Encoder settings: AVIF at effort 2 keeps a 12-megapixel photo within seconds of one core (docs/decisions.md). */
const AVIF = { quality: 55, effort: 2 } as const;
const WEBP = { quality: 80, effort: 4 } as const;

/** The widths to make for a picture `width` px wide: those below it, and its own width when it is narrower than the next step. */
export function widthsFor(width: number, wanted: readonly number[] = RESPONSIVE_WIDTHS): number[] {
  const below = wanted.filter((step) => step <= width);
  const largest = wanted[wanted.length - 1];
  if (below.length === 0 || (width < largest && below[below.length - 1] < width && !wanted.includes(width))) below.push(Math.min(width, largest));
  return below;
}

export type ResponsiveOptions = { companyId: number; widths?: readonly number[]; rule: ImageRule };

/**
 * Stores an upload's bytes (already checked by renderUploadedImages / inspectImage: type, size,
 * pixels) as AVIF and WebP in each width. Each variant is one image-queue job (a 503 when the
 * queue is full), decoded within the pixel rule and IMAGE_TIMEOUT_SECONDS; sharp writes no
 * metadata unless asked, so EXIF (GPS, camera), XMP and ICC are dropped. All variants are drawn
 * first, then stored under a prefix that starts with a hash of their bytes; if storing fails the
 * variants already stored are deleted (or queued for deletion): nothing is left behind.
 */
export async function storeResponsiveImage(bytes: Uint8Array, options: ResponsiveOptions): Promise<ResponsiveImageDescriptor> {
  const info = await inspectImage(bytes, options.rule);
  const widths = widthsFor(info.width, options.widths);
  const variants: { width: number; format: ResponsiveFormat; data: Buffer }[] = [];
  let largest = { width: info.width, height: info.height };
  // Every variant is drawn before any is stored: a refusal (ImageRefused) or a full queue (BusyError) stores nothing.
  for (const width of widths) {
    for (const format of RESPONSIVE_FORMATS) {
      const { data, info: out } = await runImageJob(async () => {
        try {
          const image = sharp(bytes, { limitInputPixels: options.rule.maxPixels, failOn: 'error', sequentialRead: true })
            .rotate()
            .resize({ width, withoutEnlargement: true });
          const encoded = format === 'avif' ? image.avif(AVIF) : image.webp(WEBP);
          return await encoded.timeout({ seconds: IMAGE_TIMEOUT_SECONDS }).toBuffer({ resolveWithObject: true });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new ImageRefused(/pixel limit|timeout/i.test(message) ? 'too_many_pixels' : 'corrupt_image');
        }
      });
      variants.push({ width, format, data });
      if (width === widths[widths.length - 1]) largest = { width: out.width, height: out.height };
    }
  }
  // The prefix: 16 hex of the SHA-256 of all the variants' bytes, then 8 random hex (one prefix per upload, never shared).
  const digest = createHash('sha256');
  for (const variant of variants) digest.update(variant.data);
  const key = `${MEDIA_FOLDER}/${options.companyId}/${digest.digest('hex').slice(0, 16)}${randomBytes(4).toString('hex')}`;
  const stored: string[] = [];
  try {
    for (const variant of variants) {
      const name = variantKey({ key }, variant.width, variant.format);
      await getStorage().put(name, variant.data, CONTENT_TYPES[variant.format]);
      stored.push(name);
    }
    // Every variant is the company's upload (lib/storage/upload-owners.ts): its purge deletes each one.
    await recordUploads(options.companyId, stored);
  } catch (error) {
    // A storage failure (StorageUnavailableError) or no record of the owner: nothing stays stored.
    await deleteKeys(stored);
    throw error;
  }
  return { key, width: largest.width, height: largest.height, widths, formats: [...RESPONSIVE_FORMATS] };
}

/** Deletes keys now; one the storage cannot delete now goes to the storage.delete job (no orphan left). */
async function deleteKeys(keys: readonly string[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch {
      await deleteKeysSoon([key]);
    }
  }
}

/** Deletes every file of a descriptor just stored by this call (its write failed) now; a failure of one is queued. */
export async function deleteResponsiveImage(image: ResponsiveImageDescriptor | null | undefined): Promise<void> {
  if (!image) return;
  const keys = descriptorKeys(image);
  await deleteKeys(keys);
  await forgetUploads(keys).catch(() => undefined);
}

/**
 * A replaced or removed image of the company: its files are deleted once no cached page can show
 * them (the storage.delete job, after PUBLIC_FILE_GRACE_SECONDS), so none is left in the storage.
 * Only the variants the company uploaded: a descriptor naming another company's files deletes none.
 */
export async function retireResponsiveImage(companyId: number, image: ResponsiveImageDescriptor | null | undefined): Promise<void> {
  if (!image) return;
  let keys: string[];
  try {
    keys = await ownedKeys(companyId, descriptorKeys(image));
  } catch (error) {
    // The owners cannot be read: nothing is deleted (an orphan at worst, never another company's file).
    logger.warn({ err: error, companyId, key: image.key }, 'storage: a retired image\'s owner could not be read; its files stay');
    return;
  }
  try {
    await deleteMediaKeysLater(companyId, keys);
  } catch {
    // Could not be scheduled: deleted now rather than left behind.
    await deleteKeys(keys);
  }
}

