/**
 * The addresses of a responsive image's variants (lib/storage/responsive.ts), without any server
 * module: pages and client islands build their srcset from the descriptor with these.
 */
export const RESPONSIVE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

export type ResponsiveImageDescriptor = {
  /** The key prefix: `media/{companyId}/{random}`; a variant is `{key}/{width}.{format}`. */
  key: string;
  /** The largest variant's size (upright); width/height of the <img>. */
  width: number;
  height: number;
  widths: number[];
  formats: ResponsiveFormat[];
};

const PREFIX = /^media\/[1-9][0-9]{0,9}\/[a-f0-9]{24}$/;

export const variantKey = (image: Pick<ResponsiveImageDescriptor, 'key'>, width: number, format: ResponsiveFormat) => `${image.key}/${width}.${format}`;
export const variantUrl = (image: Pick<ResponsiveImageDescriptor, 'key'>, width: number, format: ResponsiveFormat) => `/api/uploads/${variantKey(image, width, format)}`;

/** `…/320.webp 320w, …/640.webp 640w` */
export const srcSetOf = (image: ResponsiveImageDescriptor, format: ResponsiveFormat) => image.widths.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(', ');

/** The largest WebP of a descriptor: a plain address for APIs, old clients and the viewer. */
export const largestUrl = (image: ResponsiveImageDescriptor) => variantUrl(image, image.widths[image.widths.length - 1], 'webp');

/** Every stored key of a descriptor. */
export function descriptorKeys(image: ResponsiveImageDescriptor): string[] {
  if (!PREFIX.test(image.key)) return [];
  return image.formats.flatMap((format) => image.widths.map((width) => variantKey(image, width, format)));
}

/** A descriptor read from a jsonb column (or anything): valid or null. */
export function asDescriptor(value: unknown): ResponsiveImageDescriptor | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<ResponsiveImageDescriptor>;
  if (typeof v.key !== 'string' || !PREFIX.test(v.key) || !Number.isInteger(v.width) || !Number.isInteger(v.height)) return null;
  if (!Array.isArray(v.widths) || v.widths.length === 0 || !v.widths.every((w) => Number.isInteger(w) && w > 0)) return null;
  if (!Array.isArray(v.formats) || !v.formats.every((f) => (RESPONSIVE_FORMATS as readonly string[]).includes(f))) return null;
  return v as ResponsiveImageDescriptor;
}
