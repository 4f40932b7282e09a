import { asDescriptor, srcSetOf, largestUrl, type ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

type Props = {
  /** A descriptor (lib/storage/responsive.ts) or an old row's plain address. */
  image: ResponsiveImageDescriptor | string | null | undefined;
  alt: string;
  /** The `sizes` of the srcset: how wide the picture is drawn. */
  sizes: string;
  /** Width and height for a plain address (the descriptor has its own): no layout shift. */
  width?: number;
  height?: number;
  className?: string;
  /** Above the fold: loaded at once with high priority; else lazily. */
  priority?: boolean;
};

/**
 * A picture of the responsive variants: AVIF and WebP srcsets with `sizes`, the <img> with its
 * width and height (no layout shift). No client script (a server component, also usable inside
 * islands). An old row's plain address is drawn as a plain <img>.
 */
export function ResponsiveImage({ image, alt, sizes, width, height, className, priority = false }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const descriptor = typeof image === 'string' ? null : asDescriptor(image);
  if (!descriptor) {
    if (typeof image !== 'string' || !image) return null;
    // eslint-disable-next-line @next/next/no-img-element -- an old row's address: no variants to choose from
    return <img src={image} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} />;
  }
  return (
    <picture>
      {descriptor.formats.includes('avif') && <source type="image/avif" srcSet={srcSetOf(descriptor, 'avif')} sizes={sizes} />}
      <source type="image/webp" srcSet={srcSetOf(descriptor, 'webp')} sizes={sizes} />
      <img src={largestUrl(descriptor)} alt={alt} width={descriptor.width} height={descriptor.height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} />
    </picture>
  );
}
