import type { Metadata } from 'next';
import { GalleryView } from '@/components/gallery/gallery-view';
import { getGallery } from '@/lib/content/gallery/service';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'gallery', 'Gallery');
}

/** The photo gallery: albums, responsive images, a keyboard-usable viewer. */
export default async function GalleryPage({ params }: Props) {
  const site = await loadSitePage(params, 'gallery');
  return <GalleryView site={site} albums={await getGallery(site.company.code, site.company.id)} />;
}
