import { spend } from '@/lib/security/rate-limit';
import { fileBytes, ImageRefused, inspectImage, reencodeImage, type ImageProblem, type ImageRule } from '@/lib/storage/images';
import { storeResponsiveImage, type ResponsiveImageDescriptor } from '@/lib/storage/responsive';
import { BusinessError, type FieldCode } from './errors';

/**
 * What the business area takes as a picture: the common bitmap formats. Not SVG: librsvg draws a
 * few hundred bytes of filters for minutes, beyond any time limit (docs/decisions.md "Image uploads").
 */
export const BUSINESS_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

const FIELD_CODE: Record<ImageProblem, FieldCode> = {
  not_a_file: 'not_a_file',
  required: 'required',
  too_large: 'file_too_large',
  not_an_image: 'not_an_image',
  unsupported_type: 'unsupported_image_type',
  too_many_pixels: 'too_many_pixels',
  corrupt_image: 'corrupt_image',
};

/** One picture of a business form: the field it came in, the rule it must pass, and how it is stored. */
export type ImageSpec = { field: string; rule: ImageRule; encode: Parameters<typeof reencodeImage>[2] };

/** Who uploads: the user, and the company the pictures are for (none yet when a clinic is being created). */
export type UploadOwner = { userId: number; companyId?: number };

/**
 * One business call with files, counted before any file is read (each is decoded and re-encoded:
 * CPU): per user, and per company for all its members together; past either a 429 with Retry-After.
 */
export async function limitImageUpload(owner: UploadOwner): Promise<void> {
  await spend('businessUploadUser', String(owner.userId));
  if (owner.companyId !== undefined) await spend('businessUploadCompany', String(owner.companyId));
}

/**
 * Checks and re-encodes the pictures of one business call (each by its bytes: type, size, pixels),
 * after the uploader's rate limits, collecting every field's problem: 413 `file_too_large` when any
 * file is over its limit, else 400 `invalid_image`, with a field code per bad file
 * (BusinessErrors.fields), in the caller's language. A full image queue is a 503 (BusyError).
 */
export async function renderUploadedImages(owner: UploadOwner, uploads: { spec: ImageSpec; value: unknown }[]): Promise<Buffer[]> {
  if (uploads.length > 0) await limitImageUpload(owner);
  const problems: Record<string, FieldCode[]> = {};
  const rendered: Buffer[] = [];
  for (const { spec, value } of uploads) {
    try {
      const bytes = await fileBytes(value, spec.rule.maxBytes);
      await inspectImage(bytes, spec.rule);
      rendered.push(await reencodeImage(bytes, spec.rule, spec.encode));
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      problems[spec.field] = [FIELD_CODE[error.problem]];
    }
  }
  if (Object.keys(problems).length === 0) return rendered;
  throw uploadProblems(problems, uploads.map((upload) => upload.spec));
}

/** The error of refused files: 413 file_too_large when any is over its limit, else 400 invalid_image; a field code per file. */
function uploadProblems(problems: Record<string, FieldCode[]>, specs: { field: string; rule: ImageRule }[]): BusinessError {
  const tooLarge = Object.entries(problems).find(([, codes]) => codes.includes('file_too_large'));
  if (tooLarge) {
    const limit = specs.find((spec) => spec.field === tooLarge[0])!.rule.maxBytes;
    return new BusinessError(413, 'file_too_large', { max: Math.round(limit / (1024 * 1024)) }, problems);
  }
  return new BusinessError(400, 'invalid_image', {}, problems);
}

/** A picture stored as a responsive image (lib/storage/responsive.ts): the field it came in and its rule. */
export type ResponsiveSpec = { field: string; rule: ImageRule; widths?: readonly number[] };

/**
 * Checks one upload as renderUploadedImages does (the uploader's rate limits, then type, size and
 * pixels by its bytes; 400/413 with the field's code in the caller's language, nothing stored) and
 * stores it as AVIF and WebP in the page widths, returning the descriptor for the row.
 */
export async function storeUploadedResponsiveImage(owner: UploadOwner & { companyId: number }, spec: ResponsiveSpec, value: unknown): Promise<ResponsiveImageDescriptor> {
  await limitImageUpload(owner);
  try {
    const bytes = await fileBytes(value, spec.rule.maxBytes);
    return await storeResponsiveImage(bytes, { companyId: owner.companyId, rule: spec.rule, widths: spec.widths });
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw uploadProblems({ [spec.field]: [FIELD_CODE[error.problem]] }, [spec]);
  }
}

const MEGABYTE = 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const rule = (maxBytes: number): ImageRule => ({ maxBytes, maxPixels: MAX_PIXELS, formats: BUSINESS_IMAGE_FORMATS });

/** The logo: at most 512 px on its longer side (never enlarged), PNG with its transparency. */
export const LOGO_SPEC: ImageSpec = {
  field: 'logo',
  rule: rule(5 * MEGABYTE),
  encode: (image) => image.resize(512, 512, { fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9, adaptiveFiltering: true }),
};

/** The favicon: a 64×64 PNG, the picture fitted inside on a transparent square (never cropped). */
export const FAVICON_SPEC: ImageSpec = {
  field: 'favicon',
  rule: rule(5 * MEGABYTE),
  encode: (image) => image.resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png({ compressionLevel: 9 }),
};

/** A news image: at most 1600 px on its longer side (never enlarged), WebP. */
export const NEWS_IMAGE_SPEC: ImageSpec = {
  field: 'image',
  rule: rule(10 * MEGABYTE),
  encode: (image) => image.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }),
};

/** An image inside a rich text body (news, pages, the director's blog): at most 1600 px, WebP without metadata. */
export const CONTENT_IMAGE_SPEC: ImageSpec = {
  field: 'image',
  rule: rule(10 * MEGABYTE),
  encode: (image) => image.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }),
};

/** A doctor's photo: portraits are drawn at most 400 px wide (800 on dense screens); 10 MB. */
export const DOCTOR_PHOTO_SPEC: ResponsiveSpec = { field: 'photo', rule: rule(10 * MEGABYTE), widths: [320, 640, 960] };

/** A gallery photo: thumbnails (320–640) and the viewer (up to 1600); 15 MB. */
export const GALLERY_PHOTO_SPEC: ResponsiveSpec = { field: 'photo', rule: rule(15 * MEGABYTE), widths: [320, 640, 960, 1280, 1600] };

/** A news image as responsive variants (the page draws it up to 48rem wide, 2x on dense screens): the news image's rule. */
export const NEWS_RESPONSIVE_SPEC: ResponsiveSpec = { field: 'image', rule: NEWS_IMAGE_SPEC.rule, widths: [320, 640, 960, 1280, 1600] };

/** The largest multipart body of a call with these pictures: the files plus the form's own fields. */
export const bodyLimitFor = (...specs: { rule: ImageRule }[]) => specs.reduce((sum, spec) => sum + spec.rule.maxBytes, 0) + 256 * 1024;
