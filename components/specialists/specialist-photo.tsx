import { getImageProps } from 'next/image';

/** The demo photos (and the ones clinics upload) are drawn at 400×480. */
export const PHOTO_SIZE = { width: 400, height: 480 } as const;

type Props = { src: string | null; alt: string; className?: string; priority?: boolean };

/**
 * A specialist's portrait; a plain tinted box when there is none. next/image's
 * getImageProps gives the <img> attributes without the Image client component, so the
 * specialist pages ship no image script (DESIGN "Budgets").
 */
export function SpecialistPhoto({ src, alt, className = '', priority = false }: Props) {
  if (!src) return <div aria-hidden="true" className={`aspect-[5/6] bg-brand-50 ${className}`} />;
  const { props } = getImageProps({
    src,
    alt,
    ...PHOTO_SIZE,
    // SVG portraits are served as they are: the image optimizer does not take SVG.
    unoptimized: true,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className: `aspect-[5/6] h-auto object-cover ${className}`,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the attributes come from next/image's getImageProps, alt included
  return <img {...props} />;
}
