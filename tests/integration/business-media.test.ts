import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { DELETE_FILE_QUEUE } from '@/lib/storage/public-files';
import { widthsFor } from '@/lib/storage/responsive';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import uz from '@/messages/uz.json';
import { apiHeaders } from '../helpers/api';
import { call, demoManager, makeUser } from '../helpers/business';
import { pngDeclaring } from '../helpers/images';
import { multipartHeaders } from '../helpers/profile-data';

/*
 * Issue 19, images everywhere, the doctors editor and the gallery editor: uploads stored as AVIF
 * and WebP variants without metadata, refused files leave nothing behind, replacing and deleting
 * leave no orphan, doctors' CRUD, order and edit conflicts, the gallery's CRUD.
 */

const app = createApiApp();
const r = (p: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${p}`;
const w = (p: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${p}`;

let owner = '';
let demoId = 0;
let uploads = '';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Every file under the uploads folder, relative, sorted. */
async function storedFiles(): Promise<string[]> {
  const files = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Runs the storage.delete jobs queued for these keys now (as the worker will after the grace period). */
async function runDeletions(keys: string[]) {
  const jobs = await getDb().execute(sql`select data, data->>'key' as key, start_after from pgboss.job where name = 'storage.delete' and data->>'key' in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
  expect(jobs.rows.map((row) => row.key).sort()).toEqual([...keys].sort());
  for (const row of jobs.rows) expect(new Date(row.start_after as string).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
  // Each job as queued: the key and the company retiring it (its owner).
  for (const row of jobs.rows) expect(row.data).toEqual({ key: row.key, companyId: demoId });
  for (const row of jobs.rows) await DELETE_FILE_QUEUE.handle({ data: row.data as { key: string; companyId: number }, retryCount: 0, retryLimit: 5 });
}

const upload = (p: string, file: Blob, name: string, cookie = owner, locale = 'ru') => {
  const form = new FormData();
  form.append('photo', file, name);
  return app.request(w(p, locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [cookie]), 'x-client-address': '10.255.0.19' } });
};

/** A camera photo with EXIF (an author and a GPS note) in it. */
const photoWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Пациент Иванов', Copyright: 'GPS 43.2389 76.8897' } } })
    .toBuffer();

const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' });

const doctor = (extra: Record<string, unknown> = {}) => ({ full_name: { ru: `Иванова Анна ${unique()}` }, specialty: { ru: 'Терапевт' }, ...extra });

type Descriptor = { key: string; width: number; height: number; widths: number[]; formats: string[] };

/** Every variant of a descriptor is served, in its format and width, without EXIF. */
async function expectVariants(image: Descriptor, widths: number[]) {
  expect(image.formats.sort()).toEqual(['avif', 'webp']);
  expect(image.widths).toEqual(widths);
  for (const format of ['avif', 'webp'] as const) {
    for (const width of widths) {
      const res = await app.request(`/api/uploads/${image.key}/${width}.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS 43.2389'))).toBe(false);
    }
  }
}

const keysOf = (image: Descriptor) => image.formats.flatMap((format) => image.widths.map((width) => `${image.key}/${width}.${format}`));

describe('business media: doctors and gallery', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'media-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('makes the widths a picture has, never enlarging it', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(640, [320, 640, 960])).toEqual([320, 640]);
  });

  it('stores a doctor photo as AVIF and WebP variants without metadata; the public doctor has it; replacing and deleting leave no orphan file', async () => {
    const created = await call(app, 'POST', w('/doctors'), { cookie: owner, body: doctor({ languages: ['ru', 'kk'], experience_years: 7 }) });
    expect(created.status).toBe(201);
    const id = created.json.data.ID;
    const before = await storedFiles();

    const res = await upload(`/doctors/${id}/photo`, blob(await photoWithExif(1200, 1500)), 'me.bin');
    expect(res.status).toBe(200);
    const first = ((await res.json()) as { data: { PHOTO_IMAGE: Descriptor; PHOTO: string } }).data;
    expect(first.PHOTO_IMAGE.key).toMatch(new RegExp(`^media/${demoId}/[a-f0-9]{24}$`));
    expect(first.PHOTO_IMAGE).toMatchObject({ width: 960, height: 1200 });
    await expectVariants(first.PHOTO_IMAGE, [320, 640, 960]);
    expect(first.PHOTO).toBe(`/api/uploads/${first.PHOTO_IMAGE.key}/960.webp`);
    expect(await storedFiles()).toEqual([...before, ...keysOf(first.PHOTO_IMAGE)].sort());

    // The public doctor (API) shows the photo.
    const slug = created.json.data.SLUG;
    const publicDoctor = await app.request(`/api/front/ru/v1/specialists/DEMO/${slug}`, { headers: apiHeaders() });
    expect(publicDoctor.status).toBe(200);
    expect(JSON.stringify(await publicDoctor.json())).toContain(first.PHOTO);

    // Replaced: the new files are there, the old ones are deleted (after the grace period for cached pages).
    const second = ((await (await upload(`/doctors/${id}/photo`, blob(await photoWithExif(500, 600)), 'new.jpg')).json()) as { data: { PHOTO_IMAGE: Descriptor } }).data;
    expect(second.PHOTO_IMAGE.key).not.toBe(first.PHOTO_IMAGE.key);
    await expectVariants(second.PHOTO_IMAGE, [320, 500]);
    await runDeletions(keysOf(first.PHOTO_IMAGE));
    expect(await storedFiles()).toEqual([...before, ...keysOf(second.PHOTO_IMAGE)].sort());

    // Removed, then the doctor deleted: nothing of theirs left.
    const removed = await call(app, 'DELETE', w(`/doctors/${id}/photo`), { cookie: owner });
    expect(removed.json.data).toMatchObject({ PHOTO: null, PHOTO_IMAGE: null });
    await runDeletions(keysOf(second.PHOTO_IMAGE));
    const third = ((await (await upload(`/doctors/${id}/photo`, blob(await photoWithExif(400, 400)), 'x.png')).json()) as { data: { PHOTO_IMAGE: Descriptor } }).data;
    expect((await call(app, 'DELETE', w(`/doctors/${id}`), { cookie: owner })).status).toBe(200);
    await runDeletions(keysOf(third.PHOTO_IMAGE));
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file that is no image, a decompression bomb and an oversized file with a field code in the caller\'s language, storing nothing and changing nothing', async () => {
    const created = await call(app, 'POST', w('/doctors'), { cookie: owner, body: doctor() });
    const id = created.json.data.ID;
    const album = (await call(app, 'POST', w('/gallery_albums'), { cookie: owner, body: { title: { ru: 'Отказы' } } })).json.data;
    const before = await storedFiles();
    const [rowBefore] = await getDb().select().from(s.specialists).where(eq(s.specialists.id, id));

    for (const target of [`/doctors/${id}/photo`, `/gallery_albums/${album.ID}/photos`]) {
      const text = await upload(target, new Blob(['это не картинка'], { type: 'image/png' }), 'photo.png', owner, 'kk');
      expect(text.status).toBe(400);
      expect(await text.json()).toMatchObject({ error: { code: 'invalid_image', message: kk.BusinessErrors.invalid_image, fields: { photo: ['not_an_image'] } } });

      const bomb = await upload(target, blob(pngDeclaring(20_000, 20_000)), 'bomb.png', owner, 'uz');
      expect(bomb.status).toBe(400);
      expect(await bomb.json()).toMatchObject({ error: { code: 'invalid_image', message: uz.BusinessErrors.invalid_image, fields: { photo: ['too_many_pixels'] } } });

      const limit = target.startsWith('/doctors') ? 10 : 15;
      const big = await upload(target, blob(new Uint8Array(limit * 1024 * 1024 + 1)), 'big.jpg', owner, 'en');
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error: unknown }).error).toMatchObject({ code: 'file_too_large', message: en.BusinessErrors.file_too_large.replace('{max}', String(limit)), fields: { photo: ['file_too_large'] } });
    }
    expect(await storedFiles()).toEqual(before);
    const [rowAfter] = await getDb().select().from(s.specialists).where(eq(s.specialists.id, id));
    expect(rowAfter).toEqual(rowBefore);
    expect(await getDb().select().from(s.galleryPhotos).where(eq(s.galleryPhotos.albumId, album.ID))).toHaveLength(0);
  });

  it('creates, edits, orders and deletes doctors; the slug is made from the name and unique; the public list follows; audited with the changes', async () => {
    const a = (await call(app, 'POST', w('/doctors'), { cookie: owner, body: doctor({ full_name: { ru: 'Сейтказина Жанар', kk: 'Сейітқазина Жанар' } }) })).json.data;
    expect(a.SLUG).toBe('seytkazina-zhanar');
    const b = (await call(app, 'POST', w('/doctors'), { cookie: owner, body: doctor({ full_name: { ru: 'Сейтказина Жанар' } }) })).json.data;
    expect(b.SLUG).toBe('seytkazina-zhanar-2');
    const taken = await call(app, 'PUT', w(`/doctors/${b.ID}`), { cookie: owner, body: { ...doctor(), slug: a.SLUG, version: b.VERSION } });
    expect(taken.status).toBe(400);
    expect(taken.json.error.fields).toEqual({ slug: ['doctor_slug_taken'] });

    const edited = await call(app, 'PUT', w(`/doctors/${a.ID}`), {
      cookie: owner,
      body: { full_name: a.FULL_NAME, specialty: { ru: 'Кардиолог', kk: 'Кардиолог' }, bio: { ru: 'О враче' }, languages: ['ru', 'en'], experience_years: 12, published: false, version: a.VERSION },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ SPECIALTY: { ru: 'Кардиолог', kk: 'Кардиолог' }, BIO: { ru: 'О враче' }, LANGUAGES: ['ru', 'en'], EXPERIENCE_YEARS: 12, PUBLISHED: false, VERSION: a.VERSION + 1 });
    const [audit] = await getDb()
      .select({ details: s.auditLog.details })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'doctor.update'), eq(s.auditLog.targetId, a.ID)));
    expect((audit.details as { changes: Record<string, unknown> }).changes).toMatchObject({ specialty: { before: { ru: 'Терапевт' }, after: { ru: 'Кардиолог', kk: 'Кардиолог' } }, published: { before: true, after: false } });
    // The log names the doctor, stored as it was written (issue 28), in the clinic's language (Russian).
    expect((audit.details as { title?: string }).title).toBe('Сейтказина Жанар');
    const listed = await call(app, 'GET', r('/audit?kind=doctor'), { cookie: owner });
    expect(listed.status).toBe(200);
    const entry = (listed.json.data as { ACTION: string; TARGET_ID: number; DETAILS: { title?: string } }[]).find((item) => item.ACTION === 'doctor.update' && item.TARGET_ID === a.ID);
    expect(entry?.DETAILS.title).toBe('Сейтказина Жанар');

    // Unpublished: not on the public list.
    const publicList = async () => JSON.stringify(await (await app.request('/api/front/ru/v1/specialists/DEMO', { headers: apiHeaders() })).json());
    expect(await publicList()).not.toContain(a.SLUG + '"');

    // The order: the whole list, b first.
    const list = (await call(app, 'GET', r('/doctors'), { cookie: owner })).json.data as { ID: number }[];
    const ids = list.map((item) => item.ID);
    const wanted = [b.ID, ...ids.filter((id) => id !== b.ID)];
    const ordered = await call(app, 'PUT', w('/doctor_order'), { cookie: owner, body: { ids: wanted } });
    expect(ordered.status).toBe(200);
    expect(ordered.json.data.map((item: { ID: number }) => item.ID)).toEqual(wanted);
    const partial = await call(app, 'PUT', w('/doctor_order'), { cookie: owner, body: { ids: wanted.slice(1) } });
    expect(partial.status).toBe(400);
    expect(partial.json.error.fields).toEqual({ ids: ['order_mismatch'] });

    // Deleting keeps the doctor's reviews (as the clinic's).
    const [review] = await getDb().insert(s.reviews).values({ companyId: demoId, specialistId: b.ID, authorName: 'Пациент', rating: 5, text: 'Спасибо' }).returning();
    expect((await call(app, 'DELETE', w(`/doctors/${b.ID}`), { cookie: owner })).status).toBe(200);
    const [kept] = await getDb().select().from(s.reviews).where(eq(s.reviews.id, review.id));
    expect(kept.specialistId).toBeNull();
    expect((await call(app, 'GET', r(`/doctors/${b.ID}`), { cookie: owner })).status).toBe(404);
  });

  it('two concurrent edits of one doctor: the second gets 409 edit_conflict with the stored doctor and the fields that differ; nothing is lost', async () => {
    const d = (await call(app, 'POST', w('/doctors'), { cookie: owner, body: doctor() })).json.data;
    const colleague = await makeUser('doctors-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }]);
    const body = (extra: Record<string, unknown>) => ({ full_name: d.FULL_NAME, specialty: d.SPECIALTY, version: d.VERSION, ...extra });
    const [one, two] = await Promise.all([
      call(app, 'PUT', w(`/doctors/${d.ID}`), { cookie: owner, body: body({ specialty: { ru: 'Невролог' } }) }),
      call(app, 'PUT', w(`/doctors/${d.ID}`), { cookie: colleague.cookie, body: body({ bio: { ru: 'Текст коллеги' } }) }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = one.status === 409 ? one : two;
    expect(conflict.json.error.code).toBe('edit_conflict');
    const stored = (await call(app, 'GET', r(`/doctors/${d.ID}`), { cookie: owner })).json.data;
    expect(stored.VERSION).toBe(d.VERSION + 1);
    const winnerIsOwner = one.status === 200;
    // The conflict has the doctor as stored and names the field the colleague changed.
    expect(conflict.json.error.conflict).toMatchObject({ version: stored.VERSION, current: { ID: d.ID, VERSION: stored.VERSION } });
    expect(conflict.json.error.conflict.changed).toContain(winnerIsOwner ? 'specialty' : 'bio');
    // The winner's change is stored; the loser's is not silently merged and can be resent from the new version.
    expect(winnerIsOwner ? stored.SPECIALTY.ru : stored.BIO.ru).toBe(winnerIsOwner ? 'Невролог' : 'Текст коллеги');
    const resent = await call(app, 'PUT', w(`/doctors/${d.ID}`), {
      cookie: winnerIsOwner ? colleague.cookie : owner,
      body: { ...body(winnerIsOwner ? { bio: { ru: 'Текст коллеги' } } : { specialty: { ru: 'Невролог' } }), specialty: winnerIsOwner ? stored.SPECIALTY : { ru: 'Невролог' }, bio: winnerIsOwner ? { ru: 'Текст коллеги' } : stored.BIO, version: stored.VERSION },
    });
    expect(resent.status).toBe(200);
    expect(resent.json.data).toMatchObject({ SPECIALTY: { ru: 'Невролог' }, BIO: { ru: 'Текст коллеги' } });
  });

  it('gallery: albums created, renamed (with a version), ordered; photos uploaded as variants, captioned, ordered, deleted; deleting the album removes its files', async () => {
    const before = await storedFiles();
    const album = (await call(app, 'POST', w('/gallery_albums'), { cookie: owner, body: { title: { ru: 'Интерьер', kk: 'Интерьер' } } })).json.data;
    expect(album).toMatchObject({ TITLE: { ru: 'Интерьер', kk: 'Интерьер' }, VERSION: 1, PHOTOS: [] });
    const renamed = await call(app, 'PUT', w(`/gallery_albums/${album.ID}`), { cookie: owner, body: { title: { ru: 'Наш интерьер' }, version: 1 } });
    expect(renamed.json.data).toMatchObject({ TITLE: { ru: 'Наш интерьер' }, VERSION: 2 });
    const stale = await call(app, 'PUT', w(`/gallery_albums/${album.ID}`), { cookie: owner, body: { title: { ru: 'Старое' }, version: 1 } });
    expect(stale.status).toBe(409);

    const photos: { ID: number; IMAGE: Descriptor; WIDTH: number; HEIGHT: number; SRC: string; VERSION: number }[] = [];
    for (const [width, height] of [[2000, 1500], [800, 600], [1600, 900]]) {
      const res = await upload(`/gallery_albums/${album.ID}/photos`, blob(await photoWithExif(width, height)), 'p.jpg');
      expect(res.status).toBe(201);
      photos.push(((await res.json()) as { data: (typeof photos)[number] }).data);
    }
    await expectVariants(photos[0].IMAGE, [320, 640, 960, 1280, 1600]);
    expect(photos[0]).toMatchObject({ WIDTH: 1600, HEIGHT: 1200, SRC: `/api/uploads/${photos[0].IMAGE.key}/1600.webp` });
    expect(photos[1].IMAGE.widths).toEqual([320, 640, 800]);

    const captioned = await call(app, 'PUT', w(`/gallery_photos/${photos[1].ID}`), { cookie: owner, body: { caption: { ru: 'Холл', kk: 'Холл' }, version: photos[1].VERSION } });
    expect(captioned.json.data).toMatchObject({ CAPTION: { ru: 'Холл', kk: 'Холл' }, VERSION: 2 });
    const order = [photos[2].ID, photos[0].ID, photos[1].ID];
    const ordered = await call(app, 'PUT', w(`/gallery_albums/${album.ID}/photo_order`), { cookie: owner, body: { ids: order } });
    expect(ordered.json.data.PHOTOS.map((photo: { ID: number }) => photo.ID)).toEqual(order);

    // The public gallery has the album with its photos in order and their variants.
    const gallery = (await (await app.request('/api/front/ru/v1/gallery/DEMO', { headers: apiHeaders() })).json()) as { albums: { id: number; photos: { src: string; caption: string }[] }[] };
    const shown = gallery.albums.find((item) => item.id === album.ID)!;
    expect(shown.photos.map((photo) => photo.src)).toEqual(order.map((id) => photos.find((photo) => photo.ID === id)!.SRC));

    const albums = (await call(app, 'GET', r('/gallery_albums'), { cookie: owner })).json.data as { ID: number }[];
    const albumOrder = [album.ID, ...albums.map((item) => item.ID).filter((id) => id !== album.ID)];
    expect((await call(app, 'PUT', w('/gallery_album_order'), { cookie: owner, body: { ids: albumOrder } })).json.data.map((item: { ID: number }) => item.ID)).toEqual(albumOrder);

    expect((await call(app, 'DELETE', w(`/gallery_photos/${photos[0].ID}`), { cookie: owner })).status).toBe(200);
    await runDeletions(keysOf(photos[0].IMAGE));
    expect((await call(app, 'DELETE', w(`/gallery_albums/${album.ID}`), { cookie: owner })).status).toBe(200);
    await runDeletions([...keysOf(photos[1].IMAGE), ...keysOf(photos[2].IMAGE)]);
    expect(await storedFiles()).toEqual(before);
    expect(await getDb().select().from(s.galleryPhotos).where(eq(s.galleryPhotos.albumId, album.ID))).toHaveLength(0);
  });

  it('a member without the permission is refused: content.edit cannot edit doctors, specialists.edit cannot edit the gallery', async () => {
    const writer = await makeUser('writer', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    expect((await call(app, 'POST', w('/doctors'), { cookie: writer.cookie, body: doctor() })).status).toBe(403);
    const doctors = await makeUser('doctors', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }]);
    expect((await call(app, 'POST', w('/gallery_albums'), { cookie: doctors.cookie, body: { title: { ru: 'Нет' } } })).status).toBe(403);
  });
});
