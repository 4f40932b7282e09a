import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/clinic/company/create';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { getStorage } from '@/lib/storage';
import { DELETE_FILE_QUEUE } from '@/lib/storage/public-files';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import ru from '@/messages/ru.json';
import { call, demoManager, makeUser } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';

/*
 * Issue 19: images inside rich text. An upload is re-encoded and stored under content/; a save
 * that removes an image from a body deletes the file (after the grace period) unless another body
 * of the company still shows it: no orphan, and no page left with a broken image.
 */

const app = createApiApp();
const W = '/api/w-business/ru/DEMO/0/business';
let owner = '';
let uploads = '';

async function upload(bytes: Uint8Array, type = 'image/png', as = { w: W, cookie: '' }) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const response = await app.request(`${as.w}/content_images`, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [as.cookie || owner]), 'x-client-address': '10.254.0.9' } });
  return { status: response.status, json: await response.json() };
}

const withImage = (src: string) => ({ ru: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Фото' }] }, { type: 'image', attrs: { src, alt: 'Фото', width: 120, height: 80 } }] } });
/** The storage.delete jobs of a key (pg-boss makes its tables with its first job). */
async function deletions(key: string): Promise<number> {
  const [{ exists }] = (await getDb().execute(sql`select to_regclass('pgboss.job') is not null as exists`)).rows as { exists: boolean }[];
  if (!exists) return 0;
  return (await getDb().execute(sql`select id from pgboss.job where name = 'storage.delete' and data->>'key' = ${key}`)).rows.length;
}

describe('images inside rich text', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'content-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
    await rm(uploads, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
  });

  it('stores an upload as WebP with its size; refuses a file that is no image', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const stored = await upload(png);
    expect(stored.status).toBe(201);
    expect(stored.json.data).toMatchObject({ width: 1600, height: 1067 });
    expect(stored.json.data.src).toMatch(/^\/api\/uploads\/content\/[a-f0-9]{32}-[a-f0-9]{8}\.webp$/);
    const bytes = await getStorage().get(stored.json.data.src.replace('/api/uploads/', ''));
    expect((await sharp(Buffer.from(bytes!)).metadata()).format).toBe('webp');

    const text = await upload(new TextEncoder().encode('not an image at all'));
    expect(text.status).toBe(400);
    expect(text.json.error).toMatchObject({ code: 'invalid_image', message: ru.BusinessErrors.invalid_image, fields: { image: ['not_an_image'] } });
  });

  it('an image removed from one body stays while another shows it, and goes when none does', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#aa3366' } }).png().toBuffer();
    const { src } = (await upload(png)).json.data as { src: string };
    const key = src.replace('/api/uploads/', '');
    const a = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Пост A' }, body: withImage(src) } });
    const b = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Пост B' }, body: withImage(src) } });
    expect([a.status, b.status]).toEqual([201, 201]);

    const edited = await call(app, 'PUT', `${W}/director_posts/${a.json.data.ID}`, { cookie: owner, body: { body: { ru: 'Без фото' }, version: 1 } });
    expect(edited.status).toBe(200);
    expect(await deletions(key)).toBe(0);

    expect((await call(app, 'DELETE', `${W}/director_posts/${b.json.data.ID}`, { cookie: owner })).status).toBe(200);
    expect(await deletions(key)).toBe(1);
  });

  it("a neighbour's image named in this clinic's text is never deleted by its removal: nothing scheduled, the file and its owner stay", async () => {
    // Another clinic uploads an image for its own page.
    const neighbourOwner = await makeUser('neighbour');
    const neighbour = await createCompany(neighbourOwner.id, { COMPANY_SLUG: `neighbour-${Date.now().toString(36)}`, COMPANY_NAME: 'Соседняя клиника' } as never, 'ru');
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#33aa66' } }).png().toBuffer();
    const theirs = await upload(png, 'image/png', { w: `/api/w-business/ru/${neighbour.code}/0/business`, cookie: neighbourOwner.cookie });
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(201);
    const src = theirs.json.data.src as string;
    const key = src.replace('/api/uploads/', '');
    const ownerRow = () => getDb().select().from(s.storedUploads).where(eq(s.storedUploads.key, key));
    expect(await ownerRow()).toMatchObject([{ companyId: neighbour.id }]);

    // DEMO names it in a post, then removes it from the body, then deletes the post.
    const post = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Чужое фото' }, body: withImage(src) } });
    expect(post.status).toBe(201);
    expect((await call(app, 'PUT', `${W}/director_posts/${post.json.data.ID}`, { cookie: owner, body: { body: withImage(src), title: { ru: 'Ещё раз' }, version: 1 } })).status).toBe(200);
    expect((await call(app, 'PUT', `${W}/director_posts/${post.json.data.ID}`, { cookie: owner, body: { body: { ru: 'Без фото' }, version: 2 } })).status).toBe(200);
    const again = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Снова' }, body: withImage(src) } });
    expect((await call(app, 'DELETE', `${W}/director_posts/${again.json.data.ID}`, { cookie: owner })).status).toBe(200);
    // The about page too.
    const about = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/pages/about', { cookie: owner });
    const version = about.json.data.VERSION;
    expect((await call(app, 'PUT', `${W}/pages/about`, { cookie: owner, body: { about: withImage(src), version } })).status).toBe(200);
    const after = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/pages/about', { cookie: owner });
    expect((await call(app, 'PUT', `${W}/pages/about`, { cookie: owner, body: { about: { ru: 'О клинике' }, version: after.json.data.VERSION } })).status).toBe(200);

    expect(await deletions(key)).toBe(0);
    expect(await getStorage().get(key)).not.toBeNull();
    expect(await ownerRow()).toMatchObject([{ companyId: neighbour.id }]);
    // Its owner's own removal still schedules it.
    const own = await call(app, 'POST', `/api/w-business/ru/${neighbour.code}/0/business/director_posts`, { cookie: neighbourOwner.cookie, body: { title: { ru: 'Своё' }, body: withImage(src) } });
    expect((await call(app, 'DELETE', `/api/w-business/ru/${neighbour.code}/0/business/director_posts/${own.json.data.ID}`, { cookie: neighbourOwner.cookie })).status).toBe(200);
    expect(await deletions(key)).toBe(1);

    // The job itself deletes an owned key only for its owner: one queued by another company, or before owners were recorded, is skipped.
    const [demo] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    await DELETE_FILE_QUEUE.handle({ data: { key }, retryCount: 0, retryLimit: 5 });
    await DELETE_FILE_QUEUE.handle({ data: { key, companyId: demo.id }, retryCount: 0, retryLimit: 5 });
    expect(await getStorage().get(key)).not.toBeNull();
    const [job] = (await getDb().execute(sql`select data from pgboss.job where name = 'storage.delete' and data->>'key' = ${key}`)).rows as { data: { key: string; companyId: number } }[];
    expect(job.data).toEqual({ key, companyId: neighbour.id });
    await DELETE_FILE_QUEUE.handle({ data: job.data, retryCount: 0, retryLimit: 5 });
    expect(await getStorage().get(key)).toBeNull();
    expect(await ownerRow()).toEqual([]);
  });
});
