import { getTranslations } from 'next-intl/server';
import type { GalleryAlbumRecord } from '@/lib/content/gallery/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { GalleryGrid } from './gallery-grid';
import type { GalleryAlbumView } from './types';

/** The photo gallery (SPEC 2.2 /gallery): albums of thumbnails; the viewer is a client island of this page only. */
export async function GalleryView({ site, albums }: { site: Site; albums: GalleryAlbumRecord[] }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Gallery' });
  // Only the visitor's language goes to the browser.
  const views: GalleryAlbumView[] = albums.map((album) => ({
    id: album.id,
    title: pickLocalized(album.title, site.locale),
    photos: album.photos.map((photo) => ({ src: photo.src, width: photo.width, height: photo.height, image: photo.image, caption: pickLocalized(photo.caption, site.locale) })),
  }));
  const texts = { openPhoto: t.raw('openPhoto'), previous: t('previous'), next: t('next'), close: t('close'), counter: t.raw('counter'), hint: t('hint') };
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{sectionTitle(site, 'gallery', t('title'))}</h1>
      {views.length === 0 ? <p className="rounded-xl border border-slate-200 bg-white p-6">{t('empty')}</p> : <GalleryGrid albums={views} texts={texts} />}
    </div>
  );
}
