import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { GALLERY_PHOTO_SPEC } from '@/lib/business/uploaded-images';
import { getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema/companies';
import { galleryAlbums, galleryPhotos } from '@/lib/db/schema/content';
import { largestUrl, storeResponsiveImage } from '@/lib/storage/responsive';
import { receptionPicture } from './reception-picture';

/** The colours of each demo clinic's reception: its desk in the clinic's brand colour. */
const RECEPTIONS: Record<string, { accent: string; deep: string }> = {
  DEMO: { accent: '#0e7490', deep: '#115e59' },
  FAMILY: { accent: '#16a34a', deep: '#166534' },
};

/**
 * The demo clinics' home pictures (issue 20) stored as a clinic's upload is: the first photo of
 * each demo gallery (its reception) — the picture the home's first screen shows — becomes a
 * soft-focus picture of a reception drawn in the clinic's colours (reception-picture.ts), stored
 * through lib/storage as AVIF and WebP variants with its width and height
 * (lib/storage/responsive.ts), so the home gets a srcset and no layout shift, and public/ gets no
 * file. The other gallery pictures stay the bundled drawings: encoding all of them would add half
 * a minute to every seed. Run by the launcher and the browser tests' runner after seedDemoData;
 * a photo that already has its variants is left alone. docs/demo-photos.md.
 */
export async function seedDemoMedia(codes: string[]): Promise<number> {
  const db = getDb();
  const rows = await db
    .select({ companyId: companies.id, code: companies.code, albumId: galleryAlbums.id })
    .from(galleryAlbums)
    .innerJoin(companies, eq(companies.id, galleryAlbums.companyId))
    .where(inArray(companies.code, codes))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  const firstAlbums = new Map<number, { code: string; albumId: number }>();
  for (const row of rows) if (!firstAlbums.has(row.companyId)) firstAlbums.set(row.companyId, row);
  let stored = 0;
  for (const [companyId, { code, albumId }] of firstAlbums) {
    const colours = RECEPTIONS[code];
    if (!colours) continue;
    const [photo] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.albumId, albumId)).orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id)).limit(1);
    if (!photo || photo.image) continue;
    const bitmap = await sharp(Buffer.from(receptionPicture(colours))).jpeg({ quality: 90 }).toBuffer();
    const image = await storeResponsiveImage(bitmap, { companyId, rule: GALLERY_PHOTO_SPEC.rule, widths: GALLERY_PHOTO_SPEC.widths });
    await db
      .update(galleryPhotos)
      .set({ image, src: largestUrl(image), width: image.width, height: image.height })
      .where(and(eq(galleryPhotos.id, photo.id), eq(galleryPhotos.albumId, albumId)));
    stored += 1;
  }
  return stored;
}
