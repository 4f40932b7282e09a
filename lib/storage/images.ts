import sharp, { type Metadata, type Sharp } from 'sharp';
import { BusyError } from '@/lib/http/errors';
import { runImageJob } from './image-queue';

/** Why an uploaded image is refused; the caller maps each to its status and text. */
export type ImageProblem = 'not_a_file' | 'required' | 'too_large' | 'not_an_image' | 'unsupported_type' | 'too_many_pixels' | 'corrupt_image';

export class ImageRefused extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
  }
}

/** The bitmap formats an upload may be; never SVG, whose filters librsvg draws without a time bound. */
export type BitmapFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** What an upload may be: at most `maxBytes` and `maxPixels`, of these formats. */
export type ImageRule = { maxBytes: number; maxPixels: number; formats: readonly BitmapFormat[] };

/** The image's size as it will be drawn: upright (EXIF orientation). */
export type ImageInfo = { format: string; width: number; height: number };

/** The most CPU time one decode and re-encode may take; past it libvips stops and the upload is refused. */
export const IMAGE_TIMEOUT_SECONDS = 10;

const startsWith = (bytes: Uint8Array, offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
const ascii = (bytes: Uint8Array, offset: number, text: string) => startsWith(bytes, offset, ...[...text].map((char) => char.charCodeAt(0)));

/**
 * The format of an upload from its first bytes, before any decoder sees it: one of the accepted
 * bitmaps, 'other' for an image of another kind (SVG, any XML, TIFF, HEIF/AVIF, BMP, ICO, PDF,
 * JPEG 2000/XL), or null for bytes that are no image. Nothing but the accepted formats ever
 * reaches libvips: its SVG, PDF and HEIF loaders can take minutes on a few hundred bytes.
 */
export function sniffImageFormat(bytes: Uint8Array): BitmapFormat | 'other' | null {
  if (startsWith(bytes, 0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(bytes, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart();
  const other =
    /^<\?xml/i.test(head) ||
    /<svg[\s>]/i.test(head) ||
    startsWith(bytes, 0, 0x49, 0x49, 0x2a, 0x00) ||
    startsWith(bytes, 0, 0x4d, 0x4d, 0x00, 0x2a) ||
    ascii(bytes, 4, 'ftyp') ||
    ascii(bytes, 0, 'BM') ||
    startsWith(bytes, 0, 0x00, 0x00, 0x01, 0x00) ||
    ascii(bytes, 0, '%PDF') ||
    startsWith(bytes, 0, 0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50) ||
    startsWith(bytes, 0, 0xff, 0x0a) ||
    startsWith(bytes, 0, 0x1f, 0x8b);
  return other ? 'other' : null;
}

/**
 * Reads an upload's header: the type from its bytes (sniffImageFormat, then libvips's own
 * detection; never the file's name or the browser's content type), the size and the pixel
 * count, checked against the rule before anything is decoded (a decompression bomb declares
 * millions of pixels in a few bytes). Through the image queue (a 503 BusyError when it is full).
 */
export async function inspectImage(bytes: Uint8Array, rule: ImageRule): Promise<ImageInfo> {
  if (bytes.byteLength === 0) throw new ImageRefused('required');
  if (bytes.byteLength > rule.maxBytes) throw new ImageRefused('too_large');
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === null) throw new ImageRefused('not_an_image');
  if (sniffed === 'other' || !rule.formats.includes(sniffed)) throw new ImageRefused('unsupported_type');
  let metadata: Metadata;
  try {
    // The header only: no pixel limit here, so a huge declared size is told apart from a file that is no image.
    metadata = await runImageJob(() => sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    if (error instanceof BusyError) throw error;
    throw new ImageRefused('not_an_image');
  }
  if (metadata.format !== sniffed) throw new ImageRefused('unsupported_type');
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width < 1 || height < 1) throw new ImageRefused('corrupt_image');
  if (width * height > rule.maxPixels) throw new ImageRefused('too_many_pixels');
  return { format: metadata.format, width, height };
}

/**
 * A sharp failure as the upload's problem: over the pixel limit or over the time limit (only a
 * huge picture takes that long to draw) is `too_many_pixels`; anything else a damaged file.
 */
function decodeProblem(error: unknown): ImageProblem {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit|timeout/i.test(message) ? 'too_many_pixels' : 'corrupt_image';
}

/**
 * Decodes and re-encodes an upload (of a format inspectImage let through): turned upright, then
 * `shape` (resize, format), within the rule's pixels and IMAGE_TIMEOUT_SECONDS, through the image
 * queue. sharp writes no metadata unless asked, so EXIF (camera, GPS), XMP, comments and ICC
 * profiles are dropped.
 */
export async function reencodeImage(bytes: Uint8Array, rule: ImageRule, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  return runImageJob(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: rule.maxPixels, failOn: 'error', sequentialRead: true }).rotate();
      return await shape(image).timeout({ seconds: IMAGE_TIMEOUT_SECONDS }).toBuffer();
    } catch (error) {
      throw new ImageRefused(decodeProblem(error));
    }
  });
}

/** An uploaded form value as bytes: a file (a Blob with a name) or refused; a text in a file field is `not_a_file`. */
export async function fileBytes(value: unknown, maxBytes: number): Promise<Uint8Array> {
  if (value === undefined || value === null || value === '') throw new ImageRefused('required');
  if (!(value instanceof Blob)) throw new ImageRefused('not_a_file');
  if (value.size === 0) throw new ImageRefused('required');
  if (value.size > maxBytes) throw new ImageRefused('too_large');
  return new Uint8Array(await value.arrayBuffer());
}
