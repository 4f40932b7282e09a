import sharp, { type Metadata, type Sharp } from 'sharp';

/** Why an uploaded image is refused; the caller maps each to its status and text. */
export type ImageProblem = 'not_a_file' | 'required' | 'too_large' | 'not_an_image' | 'unsupported_type' | 'too_many_pixels' | 'corrupt_image';

export class ImageRefused extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
  }
}

/** What an upload may be: at most `maxBytes` and `maxPixels`, of these formats (as libvips names them: jpeg, png, webp, gif, svg). */
export type ImageRule = { maxBytes: number; maxPixels: number; formats: readonly string[] };

/** The image's size as it will be drawn: upright (EXIF orientation) for bitmaps, the viewBox for SVG. */
export type ImageInfo = { format: string; width: number; height: number };

/**
 * Reads an upload's header: the type from its bytes (libvips's own detection, never the file's
 * name or the browser's content type), the size and the pixel count, checked against the rule
 * before anything is decoded (a decompression bomb declares millions of pixels in a few bytes).
 */
export async function inspectImage(bytes: Uint8Array, rule: ImageRule): Promise<ImageInfo> {
  if (bytes.byteLength === 0) throw new ImageRefused('required');
  if (bytes.byteLength > rule.maxBytes) throw new ImageRefused('too_large');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('not_an_image');
  }
  if (!metadata.format || !rule.formats.includes(metadata.format)) throw new ImageRefused('unsupported_type');
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width < 1 || height < 1) throw new ImageRefused('corrupt_image');
  if (width * height > rule.maxPixels) throw new ImageRefused('too_many_pixels');
  return { format: metadata.format, width, height };
}

/**
 * Decodes and re-encodes an upload: turned upright, then `shape` (resize, format). sharp writes no
 * metadata unless asked, so EXIF (camera, GPS), XMP, comments and ICC profiles are dropped.
 * A vector (SVG) is drawn at the density that makes its longer side `drawSize` pixels.
 */
export async function reencodeImage(bytes: Uint8Array, info: ImageInfo, rule: ImageRule, drawSize: number, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  const density = info.format === 'svg' ? Math.min(Math.max((72 * drawSize) / Math.max(info.width, info.height), 1), 2400) : undefined;
  try {
    const image = sharp(bytes, { limitInputPixels: Math.max(rule.maxPixels, drawSize * drawSize * 4), failOn: 'error', ...(density && { density }) }).rotate();
    return await shape(image).toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageRefused('too_many_pixels');
    throw new ImageRefused('corrupt_image');
  }
}

/** An uploaded form value as bytes: a file (a Blob with a name) or refused; a text in a file field is `not_a_file`. */
export async function fileBytes(value: unknown, maxBytes: number): Promise<Uint8Array> {
  if (value === undefined || value === null || value === '') throw new ImageRefused('required');
  if (!(value instanceof Blob)) throw new ImageRefused('not_a_file');
  if (value.size === 0) throw new ImageRefused('required');
  if (value.size > maxBytes) throw new ImageRefused('too_large');
  return new Uint8Array(await value.arrayBuffer());
}
