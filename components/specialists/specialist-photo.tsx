import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

/** The demo photos (and the ones clinics upload) are drawn at 400×480. */
export const PHOTO_SIZE = { width: 400, height: 480 } as const;

type Props = { src: string | null; image?: ResponsiveImageDescriptor | null; alt: string; className?: string; priority?: boolean; sizes?: string };

/**
 * A specialist's portrait: an uploaded photo's AVIF/WebP variants with srcset (ResponsiveImage),
 * an old row's address as a plain <img>, a plain tinted box when there is none. No client script
 * on the specialist pages (DESIGN "Budgets").
 */
export function SpecialistPhoto({ src, image, alt, className = '', priority = false, sizes = '(min-width: 640px) 12rem, 50vw' }: Props) {
  if (!image && !src) return <div aria-hidden="true" className={`aspect-[5/6] bg-brand-50 ${className}`} />;
  return <ResponsiveImage image={image ?? src} alt={alt} sizes={sizes} {...PHOTO_SIZE} priority={priority} className={`aspect-[5/6] h-auto object-cover ${className}`} />;
}
