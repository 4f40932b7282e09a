import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { GALLERY_PHOTO_SPEC } from '@/lib/business/uploaded-images';
import { getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema/companies';
import { galleryAlbums, galleryPhotos } from '@/lib/db/schema/content';
import { largestUrl, storeResponsiveImage } from '@/lib/storage/responsive';
import { GALLERY_PHOTO_SIZE } from './gallery';

/**
 * The demo clinics' home pictures (issue 20) stored as a clinic's upload is: the first photo of
 * each demo gallery — the picture the home's first screen shows — is rendered from its bundled
 * drawing to a bitmap and stored through lib/storage as AVIF and WebP variants with its width and
 * height (lib/storage/responsive.ts), so the home gets a srcset and no layout shift. The other
 * gallery pictures stay plain addresses: encoding all of them would add half a minute to every
 * seed. Run by the launcher and the test runner after seedDemoData; a photo that already has its
 * variants is left alone (idempotent). docs/demo-photos.md says where the pictures come from.
 */
export async function seedDemoMedia(codes: string[], publicDir = path.join(process.cwd(), 'public')): Promise<number> {
  const db = getDb();
  const rows = await db
    .select({ companyId: companies.id, albumId: galleryAlbums.id })
    .from(galleryAlbums)
    .innerJoin(companies, eq(companies.id, galleryAlbums.companyId))
    .where(inArray(companies.code, codes))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  const firstAlbums = new Map<number, number>();
  for (const row of rows) if (!firstAlbums.has(row.companyId)) firstAlbums.set(row.companyId, row.albumId);
  let stored = 0;
  for (const [companyId, albumId] of firstAlbums) {
    const [photo] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.albumId, albumId)).orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id)).limit(1);
    if (!photo || photo.image || !photo.src.startsWith('/demo/') || !photo.src.endsWith('.svg')) continue;
    const drawing = await readFile(path.join(publicDir, photo.src));
    const bitmap = await sharp(drawing).resize(GALLERY_PHOTO_SIZE).png().toBuffer();
    const image = await storeResponsiveImage(bitmap, { companyId, rule: GALLERY_PHOTO_SPEC.rule, widths: GALLERY_PHOTO_SPEC.widths });
    await db
      .update(galleryPhotos)
      .set({ image, src: largestUrl(image), width: image.width, height: image.height })
      .where(and(eq(galleryPhotos.id, photo.id), eq(galleryPhotos.albumId, albumId)));
    stored += 1;
  }
  return stored;
}
