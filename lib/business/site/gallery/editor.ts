import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { galleryAlbums, galleryPhotos } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { asDescriptor, deleteResponsiveImage, largestUrl, retireResponsiveImage, type ResponsiveImageDescriptor } from '@/lib/storage/responsive';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import type { AlbumCreate, AlbumUpdate, PhotoUpdate } from './schemas';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import { GALLERY_PHOTO_SPEC, storeUploadedResponsiveImage } from '../../uploaded-images';
import { recordTranslationSources } from '../../translations';

export type AlbumRow = typeof galleryAlbums.$inferSelect;
export type PhotoRow = typeof galleryPhotos.$inferSelect;
export type EditorAlbum = AlbumRow & { photos: PhotoRow[] };

const albumNotFound = () => new BusinessError(404, 'album_not_found');
const photoNotFound = () => new BusinessError(404, 'photo_not_found');
const orderMismatch = () => new BusinessError(400, 'invalid_input', {}, { ids: ['order_mismatch'] });
const localized = (text: LocalizedText | null) => ({ ...(text ?? {}), ru: text?.ru ?? '' });

export function photoToWire(row: PhotoRow) {
  const image = asDescriptor(row.image);
  return { ID: row.id, ALBUM_ID: row.albumId, SRC: row.src, WIDTH: row.width, HEIGHT: row.height, IMAGE: image, CAPTION: localized(row.caption), POSITION: row.position, VERSION: row.version };
}

export function albumToWire(album: EditorAlbum) {
  return { ID: album.id, TITLE: localized(album.title), POSITION: album.position, VERSION: album.version, PHOTOS: album.photos.map(photoToWire) };
}

/** The company's albums in order, each with its photos in order (empty albums included). */
export async function listEditorAlbums(companyId: number): Promise<EditorAlbum[]> {
  const db = getDb();
  const albums = await db.select().from(galleryAlbums).where(eq(galleryAlbums.companyId, companyId)).orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  if (albums.length === 0) return [];
  const photos = await db
    .select()
    .from(galleryPhotos)
    .where(inArray(galleryPhotos.albumId, albums.map((album) => album.id)))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return albums.map((album) => ({ ...album, photos: photos.filter((photo) => photo.albumId === album.id) }));
}

async function findAlbum(db: Pick<Database, 'select'>, companyId: number, id: number): Promise<AlbumRow> {
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), eq(galleryAlbums.companyId, companyId)))
    .limit(1);
  if (!row) throw albumNotFound();
  return row;
}

export async function getEditorAlbum(companyId: number, id: number): Promise<EditorAlbum> {
  const album = await findAlbum(getDb(), companyId, id);
  const photos = await getDb().select().from(galleryPhotos).where(eq(galleryPhotos.albumId, id)).orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return { ...album, photos };
}

/** A photo of one of the company's albums, or 404. */
async function findPhoto(db: Pick<Database, 'select'>, companyId: number, id: number): Promise<PhotoRow> {
  const [row] = await db
    .select({ photo: galleryPhotos })
    .from(galleryPhotos)
    .innerJoin(galleryAlbums, eq(galleryAlbums.id, galleryPhotos.albumId))
    .where(and(eq(galleryPhotos.id, id), eq(galleryAlbums.companyId, companyId)))
    .limit(1);
  if (!row) throw photoNotFound();
  return row.photo;
}

const actor = (member: BusinessMember, targetId: number | null) => ({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId });

/** A new album (content.edit), last in the order. Audited as gallery.album_create. */
export async function createAlbum(member: BusinessMember, input: AlbumCreate): Promise<EditorAlbum> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title }, company.locales);
  const album = await getDb().transaction(async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${galleryAlbums.position}) + 1, 0)::int` })
      .from(galleryAlbums)
      .where(eq(galleryAlbums.companyId, member.company.id));
    const [row] = await tx.insert(galleryAlbums).values({ companyId: member.company.id, title: toLocalized(input.title), position: next }).returning();
    await recordAudit(tx, { ...actor(member, row.id), action: 'gallery.album_create', details: { name: row.title.ru } });
    return row;
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return { ...album, photos: [] };
}

/** Renames an album from `version` (409 edit_conflict when a colleague saved since). Audited as gallery.album_update. */
export async function updateAlbum(member: BusinessMember, id: number, input: AlbumUpdate): Promise<EditorAlbum> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title }, company.locales);
  await getDb().transaction(async (tx) => {
    const before = await findAlbum(tx, member.company.id, id);
    const [row] = await tx
      .update(galleryAlbums)
      .set({ title: toLocalized(input.title), version: sql`${galleryAlbums.version} + 1` })
      .where(and(eq(galleryAlbums.id, id), eq(galleryAlbums.companyId, member.company.id), eq(galleryAlbums.version, input.version)))
      .returning();
    if (!row) {
      const current = await getEditorAlbum(member.company.id, id);
      throw new EditConflictError({ version: current.version, current: albumToWire(current), changed: differingFields({ title: current.title }, input) });
    }
    await recordTranslationSources(tx, member.company.id, 'album', id, { title: before.title }, { title: row.title });
    await recordAudit(tx, { ...actor(member, id), action: 'gallery.album_update', details: { name: row.title.ru, changes: auditChanges({ title: before.title }, { title: row.title }, ['title']) } });
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return getEditorAlbum(member.company.id, id);
}

/** Deletes an album with its photos (content.edit); their files go. Audited as gallery.album_delete. */
export async function deleteAlbum(member: BusinessMember, id: number): Promise<void> {
  const photos = await getDb().transaction(async (tx) => {
    const album = await findAlbum(tx, member.company.id, id);
    const rows = await tx.delete(galleryPhotos).where(eq(galleryPhotos.albumId, id)).returning();
    await tx.delete(galleryAlbums).where(eq(galleryAlbums.id, id));
    await recordAudit(tx, { ...actor(member, id), action: 'gallery.album_delete', details: { name: album.title.ru, photos: rows.length } });
    return rows;
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  for (const photo of photos) await retireResponsiveImage(member.company.id, asDescriptor(photo.image));
}

/** Sets the order of rows: `ids` must be each of `rows` once, else 400 order_mismatch. */
async function reorder(rows: { id: number; position: number }[], ids: number[], write: (id: number, position: number) => Promise<unknown>): Promise<boolean> {
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw orderMismatch();
  if (rows.every((row, index) => row.id === ids[index] && row.position === index)) return false;
  for (const [position, id] of ids.entries()) await write(id, position);
  return true;
}

/** The site's order of the albums (content.edit). Audited as gallery.album_order. */
export async function orderAlbums(member: BusinessMember, ids: number[]): Promise<EditorAlbum[]> {
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: galleryAlbums.id, position: galleryAlbums.position })
      .from(galleryAlbums)
      .where(eq(galleryAlbums.companyId, member.company.id))
      .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id))
      .for('update');
    const changed = await reorder(rows, ids, (id, position) => tx.update(galleryAlbums).set({ position }).where(eq(galleryAlbums.id, id)));
    if (changed) await recordAudit(tx, { ...actor(member, null), action: 'gallery.album_order', details: { changes: { order: { before: rows.map((row) => row.id), after: ids } } } });
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return listEditorAlbums(member.company.id);
}

/** The order of an album's photos (content.edit). Audited as gallery.photo_order. */
export async function orderPhotos(member: BusinessMember, albumId: number, ids: number[]): Promise<EditorAlbum> {
  await getDb().transaction(async (tx) => {
    await findAlbum(tx, member.company.id, albumId);
    const rows = await tx
      .select({ id: galleryPhotos.id, position: galleryPhotos.position })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, albumId))
      .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id))
      .for('update');
    const changed = await reorder(rows, ids, (id, position) => tx.update(galleryPhotos).set({ position }).where(eq(galleryPhotos.id, id)));
    if (changed) await recordAudit(tx, { ...actor(member, albumId), action: 'gallery.photo_order', details: { changes: { order: { before: rows.map((row) => row.id), after: ids } } } });
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return getEditorAlbum(member.company.id, albumId);
}

/**
 * Adds one uploaded photo to an album (content.edit), last in it: the album is looked up first
 * (404 before any decoding), the file checked by its bytes (400/413 with the field `photo`,
 * nothing stored) and stored as AVIF/WebP variants. Audited as gallery.photo_add.
 */
export async function addPhoto(member: BusinessMember, albumId: number, upload: unknown): Promise<PhotoRow> {
  await findAlbum(getDb(), member.company.id, albumId);
  const image: ResponsiveImageDescriptor = await storeUploadedResponsiveImage({ userId: member.user.id, companyId: member.company.id }, GALLERY_PHOTO_SPEC, upload);
  let photo: PhotoRow;
  try {
    photo = await getDb().transaction(async (tx) => {
      // Locks the album: a delete running meanwhile waits, or this finds it gone.
      const [album] = await tx
        .select({ id: galleryAlbums.id })
        .from(galleryAlbums)
        .where(and(eq(galleryAlbums.id, albumId), eq(galleryAlbums.companyId, member.company.id)))
        .for('update');
      if (!album) throw albumNotFound();
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${galleryPhotos.position}) + 1, 0)::int` })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.albumId, albumId));
      const [row] = await tx.insert(galleryPhotos).values({ albumId, src: largestUrl(image), width: image.width, height: image.height, image, position: next }).returning();
      await recordAudit(tx, { ...actor(member, row.id), action: 'gallery.photo_add', details: { albumId } });
      return row;
    });
  } catch (error) {
    await deleteResponsiveImage(image);
    throw error;
  }
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return photo;
}

/** A photo's caption from `version` (409 edit_conflict when a colleague saved since). Audited as gallery.photo_update. */
export async function updatePhoto(member: BusinessMember, id: number, input: PhotoUpdate): Promise<PhotoRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ caption: input.caption }, company.locales);
  const caption = Object.keys(input.caption).length ? toLocalized(input.caption) : null;
  const photo = await getDb().transaction(async (tx) => {
    const before = await findPhoto(tx, member.company.id, id);
    const [row] = await tx
      .update(galleryPhotos)
      .set({ caption, version: sql`${galleryPhotos.version} + 1` })
      .where(and(eq(galleryPhotos.id, id), eq(galleryPhotos.version, input.version)))
      .returning();
    if (!row) {
      const current = await findPhoto(tx, member.company.id, id);
      throw new EditConflictError({ version: current.version, current: photoToWire(current), changed: differingFields({ caption: current.caption }, input) });
    }
    await recordAudit(tx, { ...actor(member, id), action: 'gallery.photo_update', details: { albumId: row.albumId, changes: auditChanges({ caption: before.caption }, { caption: row.caption }, ['caption']) } });
    return row;
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  return photo;
}

/** Deletes a photo (content.edit); its files go. Audited as gallery.photo_delete. */
export async function deletePhoto(member: BusinessMember, id: number): Promise<void> {
  const deleted = await getDb().transaction(async (tx) => {
    const photo = await findPhoto(tx, member.company.id, id);
    await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id));
    await recordAudit(tx, { ...actor(member, id), action: 'gallery.photo_delete', details: { albumId: photo.albumId } });
    return photo;
  });
  await invalidateCompany(member.company.code, { sections: ['gallery'] });
  await retireResponsiveImage(member.company.id, asDescriptor(deleted.image));
}
