'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { BackLink } from '@/components/pro/back-link';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { CallNote } from '@/components/pro/call-note';
import { DeleteSection } from '@/components/pro/delete-section';
import { SortableList } from '@/components/pro/editor/sortable-list';
import { useOrderSave } from '@/components/pro/use-order-save';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { Locale } from '@/lib/i18n/locales';
import { AlbumTitleForm } from './album-title-form';
import { pick, type Album, type Photo } from './gallery-types';
import { PhotoCard } from './photo-card';
import { PhotoUploader } from './photo-uploader';
import { useAlbums, useGalleryKey } from './use-albums';

/** One album: its title, adding photos, the photos (order, captions, delete), and deleting the album. */
export function AlbumEditor({ id }: { id: number }) {
  const t = useTranslations('BusinessGallery');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const { client, write } = useCabinetCalls();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const key = useGalleryKey();
  const albums = useAlbums();
  const album = albums.data?.find((item) => item.ID === id) ?? null;

  const setAlbum = (next: Album) => queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).map((item) => (item.ID === next.ID ? next : item)));
  const setPhotos = (update: (photos: Photo[]) => Photo[]) =>
    queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).map((item) => (item.ID === id ? { ...item, PHOTOS: update(item.PHOTOS) } : item)));
  const order = useOrderSave<Photo, Album>({
    items: album?.PHOTOS ?? [],
    show: (photos) => setPhotos(() => photos),
    path: write(`gallery_albums/${id}/photo_order`),
    onAnswer: setAlbum,
    savedText: t('orderSaved'),
    errorTexts,
    refetch: albums.refetch,
  });

  async function remove() {
    await client.delete(write(`gallery_albums/${id}`));
    queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).filter((item) => item.ID !== id));
  }

  return (
    <div className="flex flex-col gap-5">
      <BackLink href={pathname}>{t('backToList')}</BackLink>
      <h1 className="min-w-0 break-words text-2xl font-bold">{album ? pick(album.TITLE, locale) : t('title')}</h1>
      <QueryStatus query={albums} texts={loadTexts(t)} />
      {albums.data && !album && <p role="status">{errorTexts.album_not_found}</p>}
      {album && (
        <>
          <PhotoUploader albumId={id} onUploaded={(photo) => setPhotos((photos) => [...photos, photo])} />
          <section aria-labelledby="album-photos-title" className="flex flex-col gap-3">
            <h2 id="album-photos-title" className="text-lg font-semibold">
              {t('album.photosLabel')}
            </h2>
            <CallNote note={order.note} />
            {album.PHOTOS.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4">{t('album.emptyPhotos')}</p>
            ) : (
              <SortableList
                namespace="BusinessGallery"
                layout="grid"
                label={t('album.photosLabel')}
                items={album.PHOTOS.map((photo, index) => ({ ...photo, id: photo.ID, label: pick(photo.CAPTION, locale) || t('photo.label', { n: index + 1 }) }))}
                onMove={order.move}
              >
                {(photo, controls) => (
                  <PhotoCard
                    photo={photo}
                    label={photo.label}
                    controls={controls}
                    onChanged={(next) => setPhotos((photos) => photos.map((item) => (item.ID === next.ID ? next : item)))}
                    onDeleted={() => setPhotos((photos) => photos.filter((item) => item.ID !== photo.ID))}
                  />
                )}
              </SortableList>
            )}
          </section>
          <AlbumTitleForm key={album.ID} album={album} onSaved={setAlbum} />
          <DeleteSection id="album-delete-title" namespace="BusinessGallery.deleteAlbum" values={{ name: pick(album.TITLE, locale) }} remove={remove} backTo={pathname} />
        </>
      )}
    </div>
  );
}
