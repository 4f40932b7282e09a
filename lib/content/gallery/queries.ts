import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { galleryAlbums, galleryPhotos } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { asDescriptor, type ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

/** `image`: an uploaded photo's variants (srcset); null for an old row, drawn from `src`. */
export type GalleryPhotoRecord = { id: number; src: string; width: number; height: number; image: ResponsiveImageDescriptor | null; caption: LocalizedText | null };
export type GalleryAlbumRecord = { id: number; title: LocalizedText; photos: GalleryPhotoRecord[] };

/** The company's albums in order, each with its photos in order; empty albums are left out. */
export async function listGallery(companyId: number): Promise<GalleryAlbumRecord[]> {
  const db = getDb();
  const albums = await db
    .select({ id: galleryAlbums.id, title: galleryAlbums.title })
    .from(galleryAlbums)
    .where(eq(galleryAlbums.companyId, companyId))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  if (albums.length === 0) return [];
  const photos = await db
    .select({ id: galleryPhotos.id, albumId: galleryPhotos.albumId, src: galleryPhotos.src, width: galleryPhotos.width, height: galleryPhotos.height, image: galleryPhotos.image, caption: galleryPhotos.caption })
    .from(galleryPhotos)
    .where(inArray(galleryPhotos.albumId, albums.map((album) => album.id)))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return albums
    .map((album) => ({ ...album, photos: photos.filter((photo) => photo.albumId === album.id).map(({ albumId: _albumId, image, ...photo }) => ({ ...photo, image: asDescriptor(image) })) }))
    .filter((album) => album.photos.length > 0);
}
