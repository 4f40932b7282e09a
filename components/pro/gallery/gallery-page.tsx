'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { CallNote } from '@/components/pro/call-note';
import { SortableList } from '@/components/pro/editor/sortable-list';
import { readItemParam } from '@/components/pro/read-item-param';
import { RequirePermission } from '@/components/pro/require-permission';
import { useOrderSave } from '@/components/pro/use-order-save';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { Locale } from '@/lib/i18n/locales';
import { AlbumEditor } from './album-editor';
import { AlbumTitleForm } from './album-title-form';
import { pick, type Album } from './gallery-types';
import { useAlbums, useGalleryKey } from './use-albums';

/** The gallery editor (segment 'gallery', content.edit): the albums in the site's order, a new album, and one album's page (?album=12). */
export function GalleryPage() {
  // No 'new' album page: a new album is made from the list.
  const album = readItemParam(useSearchParams(), 'album');
  return <RequirePermission permission="content.edit">{typeof album === 'number' ? <AlbumEditor id={album} /> : <AlbumList />}</RequirePermission>;
}

function AlbumList() {
  const t = useTranslations('BusinessGallery');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useGalleryKey();
  const albums = useAlbums();
  const order = useOrderSave<Album, Album[]>({
    items: albums.data ?? [],
    show: (list) => queryClient.setQueryData(key, list),
    path: cabinetPath('write', companyCode, cabinetCode, 'gallery_album_order'),
    onAnswer: (list) => queryClient.setQueryData(key, list),
    savedText: t('orderSaved'),
    errorTexts,
    refetch: albums.refetch,
  });

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={albums} texts={loadTexts(t)} />
      <CallNote note={order.note} />
      {albums.data && albums.data.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-4">{t('empty')}</p>}
      {albums.data && albums.data.length > 0 && (
        <SortableList namespace="BusinessGallery" label={t('albumsLabel')} items={albums.data.map((album) => ({ ...album, id: album.ID, label: pick(album.TITLE, locale) }))} onMove={order.move} disabled={order.saving}>
          {(album, controls) => (
            <div className="flex flex-wrap items-center gap-3">
              {controls}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link href={`${pathname}?album=${album.ID}`} className="break-words font-medium text-brand-700 underline underline-offset-4">
                  {album.label}
                </Link>
                <span className="text-sm text-muted">{t('photoCount', { count: album.PHOTOS.length })}</span>
              </div>
            </div>
          )}
        </SortableList>
      )}
      <AlbumTitleForm album={null} onSaved={(album) => queryClient.setQueryData(key, [...(albums.data ?? []), album])} />
    </div>
  );
}
