import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { serializeBodyForToken } from '@/lib/http/request-token';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { apiHeaders, BASIC, CSRF } from '../helpers/api';
import { createPatient, multipartHeaders } from '../helpers/profile-data';
import { pngDeclaring } from '../helpers/images';

const app = createApiApp();
let uploads: string;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function upload(cookie: string, file: Blob | string, name = 'photo.jpg', locale = 'ru', extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('avatar', typeof file === 'string' ? new Blob([file]) : file, name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return app.request(`/api/w-front/${locale}/v1/user/avatar/upload`, { method: 'POST', body: form, headers: multipartHeaders(form, [cookie]) });
}

const download = (cookie: string, headers: Record<string, string> = {}) => app.request('/api/front/ru/v1/user/avatar/download', { headers: { ...apiHeaders({ cookies: [cookie] }), ...headers } });
const remove = (cookie: string) => app.request('/api/w-front/ru/v1/user/avatar/remove', { method: 'DELETE', headers: { ...apiHeaders({ cookies: [cookie] }), 'x-token': computeRequestToken(CSRF, '') } });
const storedFiles = async (userId: number) => readdir(path.join(uploads, 'avatars', String(userId))).catch(() => [] as string[]);

/** 200×100 landscape bytes, left half red, right half blue, with EXIF orientation 6: upright it is 100×200, red on top. */
async function jpegWithExif(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: 'red' } }).png().toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: 'blue' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Clinic Patient', Artist: 'GPS 43.2389 76.8897' } } })
    .toBuffer();
}

describe('avatar', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'avatars-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
  });
  afterAll(async () => {
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('a JPEG with EXIF becomes a 512×512 WebP without EXIF, upright and cropped as chosen, and downloads privately', async () => {
    const patient = await createPatient();
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // The top half of the upright picture: red.
    const response = await upload(patient.cookie, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg', 'ru', { crop_x: '0', crop_y: '0', crop_width: '100', crop_height: '50' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { HAS_AVATAR: boolean } }).data.HAS_AVATAR).toBe(true);

    const got = await download(patient.cookie);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('cache-control')).toBe('private, no-cache');
    const bytes = Buffer.from(await got.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Clinic Patient'))).toBe(false);
    const [r, g, b] = await sharp(bytes).extract({ left: 256, top: 256, width: 1, height: 1 }).raw().toBuffer();
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);

    // The same version again: 304 by its ETag.
    const again = await download(patient.cookie, { 'if-none-match': got.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('replacing the photo deletes the old file; removing it deletes the file and the download is a 404', async () => {
    const patient = await createPatient();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } }).png().toBuffer();
    expect((await upload(patient.cookie, new Blob([new Uint8Array(png)]), 'a.png')).status).toBe(200);
    const first = await storedFiles(patient.user.id);
    expect(first).toHaveLength(1);
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(patient.cookie, new Blob([new Uint8Array(webp)]), 'b.webp')).status).toBe(200);
    const second = await storedFiles(patient.user.id);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);

    const removed = await remove(patient.cookie);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { data: { HAS_AVATAR: boolean } }).data.HAS_AVATAR).toBe(false);
    expect(await storedFiles(patient.user.id)).toEqual([]);
    const [row] = await getDb().select({ avatar: users.avatar }).from(users).where(eq(users.id, patient.user.id));
    expect(row.avatar).toBeNull();
    const missing = await download(patient.cookie);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.message).toBe('Фото не загружено.');
  });

  it('a file that is not an image is refused with 415 in the caller’s language, whatever its name says', async () => {
    const patient = await createPatient();
    const response = await upload(patient.cookie, '<script>alert(1)</script> not a picture', 'photo.jpg', 'kk');
    expect(response.status).toBe(415);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields).toEqual({ avatar: ['not_an_image'] });
    expect(body.error.message).toMatch(/^Бұл файл сурет емес/);
    expect(await storedFiles(patient.user.id)).toEqual([]);
  });

  it('an image in another format (GIF) is refused with 415 unsupported_type', async () => {
    const patient = await createPatient();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } }).gif().toBuffer();
    const response = await upload(patient.cookie, new Blob([new Uint8Array(gif)]), 'a.png', 'en');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'unsupported_type', fields: { avatar: ['unsupported_type'] } });
  });

  it('a decompression bomb (a small PNG declaring 50000×50000) is refused before decoding: 400 too_many_pixels', async () => {
    const patient = await createPatient();
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(patient.cookie, new Blob([new Uint8Array(bomb)]), 'bomb.png', 'uz');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatchObject({ code: 'too_many_pixels', fields: { avatar: ['too_many_pixels'] } });
    expect(body.error.message).toMatch(/40 megapikseldan/);
  });

  it('a file over 5 MB is refused with 413', async () => {
    const patient = await createPatient();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    const response = await upload(patient.cookie, new Blob([new Uint8Array(big)]), 'big.jpg', 'en');
    expect(response.status).toBe(413);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatchObject({ code: 'too_large', message: 'The file is over 5 MB. Choose a smaller photo.', fields: { avatar: ['too_large'] } });
  });

  it('a body declared larger than the limit is refused from its Content-Length, before it is read', async () => {
    const patient = await createPatient();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 3) return new Promise(() => undefined); // never ends: a server reading it all would hang
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request('http://localhost/api/w-front/ru/v1/user/avatar/upload', {
      method: 'POST',
      body: endless,
      // @ts-expect-error Node's fetch needs duplex for a stream body
      duplex: 'half',
      headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}; ${patient.cookie}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024), 'x-token': 'whatever' },
    });
    const response = await app.request(request);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ avatar: ['too_large'] });
  });

  it('no file, an empty file, a JSON body or a bad crop: 400/415 with the field named', async () => {
    const patient = await createPatient();
    const empty = new FormData();
    empty.append('other', 'x');
    const none = await app.request('/api/w-front/en/v1/user/avatar/upload', { method: 'POST', body: empty, headers: multipartHeaders(empty, [patient.cookie]) });
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).error).toMatchObject({ code: 'required', message: 'Choose a photo file.', fields: { avatar: ['required'] } });

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } }).png().toBuffer();
    const badCrop = await upload(patient.cookie, new Blob([new Uint8Array(png)]), 'a.png', 'en', { crop_x: '150', crop_y: '0', crop_width: '10', crop_height: '10' });
    expect(badCrop.status).toBe(400);
    expect(((await badCrop.json()) as ErrorBody).error.fields).toEqual({ crop_x: ['invalid'] });

    const json = '{"avatar":"x"}';
    const asJson = await app.request('/api/w-front/ru/v1/user/avatar/upload', { method: 'POST', body: json, headers: apiHeaders({ body: json, cookies: [patient.cookie] }) });
    expect(asJson.status).toBe(415);
    expect(serializeBodyForToken(json)).toBe(json);
  });

  it('signed out: 401 login_required in the caller’s language, for all three calls', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } }).png().toBuffer();
    const response = await upload('session=nobody', new Blob([new Uint8Array(png)]), 'a.png', 'en');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'login_required', message: 'Sign in to continue.' });
    expect((await download('session=nobody')).status).toBe(401);
    expect((await remove('session=nobody')).status).toBe(401);
  });
});
