import { GalleryPage } from '@/components/pro/gallery/gallery-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessGallery.title);

/** The business area: the gallery editor (content.edit). */
export default function ProGalleryPage() {
  return <GalleryPage />;
}
