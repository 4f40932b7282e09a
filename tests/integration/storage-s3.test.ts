/**
 * Issue 21, object storage: uploads stored in a real S3-compatible server (s3rver, started here on
 * a free port with a temporary directory) and served back byte-identical; a large object; deletes;
 * a bucket that is down, hung, missing or fails half-way: a 503 `storage_unavailable` in the
 * caller's language, never a 500, and nothing half-written (no row naming a missing object, no
 * object no row names). Requests reach s3rver through a small proxy of this test, which can stop
 * answering or drop chosen requests; the test reads the bucket itself with its own signed client.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { and, eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/clinic/company/create';
import { PERMISSIONS } from '@/lib/business/permissions';
import { purgeClosedCompanies } from '@/lib/business/clinic/site-life/purge';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { DELETE_FILE_QUEUE, putPublicFile } from '@/lib/storage/public-files';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { apiHeaders, CSRF } from '../helpers/api';
import { call, makeUser } from '../helpers/business';
import { createPatient, multipartHeaders } from '../helpers/profile-data';

const BUCKET = 'clinic-uploads';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const app = createApiApp();
const SAVE = (locale: string) => `/api/w-front/${locale}/v1/business/user/company`;
const W = '/api/w-business/ru/DEMO/0/business';

// ---- s3rver, and a proxy in front of it that the test can break -------------------------------

let s3dir = '';
let s3: S3rver | undefined;
let s3port = 0;

async function startS3(): Promise<void> {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  s3port = address.port;
}

async function stopS3(): Promise<void> {
  const server = s3;
  s3 = undefined;
  await server?.close();
}

/** What the proxy does with a request: pass it to s3rver, hold it without an answer, or cut the connection. */
type Fault = 'hang' | 'drop' | null;
let faultOf: (request: IncomingMessage) => Fault = () => null;
const held = new Set<ServerResponse>();
const sockets = new Set<Socket>();
let proxy: Server;

function startProxy(): Promise<string> {
  proxy = createServer((request, response) => {
    const fault = faultOf(request);
    if (fault === 'hang') {
      held.add(response);
      return;
    }
    if (fault === 'drop') {
      request.socket.destroy();
      return;
    }
    const upstream = httpRequest({ host: '127.0.0.1', port: s3port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    // s3rver stopped: the connection is refused, and the caller sees its connection cut, as with a dead host.
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

/** Runs `work` with the proxy failing the requests `fault` picks, then heals it (held requests are cut). */
async function withFault<T>(fault: (request: IncomingMessage) => Fault, work: () => Promise<T>): Promise<T> {
  faultOf = fault;
  try {
    return await work();
  } finally {
    faultOf = () => null;
    for (const response of held) response.socket?.destroy();
    held.clear();
  }
}

/** The test's own view of the bucket, straight from s3rver (not through the proxy or lib/storage). */
const direct = new AwsClient({ ...CREDENTIALS, service: 's3', region: 'us-east-1', retries: 0 });

async function bucketKeys(prefix = ''): Promise<string[]> {
  const response = await direct.fetch(`http://127.0.0.1:${s3port}/${BUCKET}?list-type=2&max-keys=1000&prefix=${encodeURIComponent(prefix)}`);
  const xml = await response.text();
  expect(response.status, xml).toBe(200);
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]).sort();
}

async function bucketObject(key: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const response = await direct.fetch(`http://127.0.0.1:${s3port}/${BUCKET}/${key}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

// ---- the app's calls ---------------------------------------------------------------------------

let editor = '';

type CompanyAnswer = { status: number; headers: Headers; json: { data: { LOGO: string | null; FAVICON_LINK: string | null }; error: { code: string; message: string; retryAfter?: number } } };

async function saveCompany(files: Record<string, Buffer>, fields: Record<string, string> = {}, locale = 'ru'): Promise<CompanyAnswer> {
  const form = new FormData();
  form.append('COMPANY_CODE', 'DEMO');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.png`);
  const response = await app.request(SAVE(locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [editor]), 'x-client-address': '10.255.21.3' } });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

async function uploadContentImage(bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), 'big.png');
  const response = await app.request(`${W}/content_images`, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [editor]), 'x-client-address': '10.255.21.4' } });
  return { status: response.status, json: await response.json() };
}

async function uploadGalleryPhoto(albumId: number, bytes: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  const response = await app.request(`${W}/gallery_albums/${albumId}/photos`, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [editor]), 'x-client-address': '10.255.21.5' } });
  return { status: response.status, json: await response.json() };
}

const served = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.request(url, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

const keyOf = (url: string) => url.replace(/^\/api\/uploads\//, '');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const demoRow = async () => (await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO')))[0];

/** A PNG of its own colour (so two calls make two different files unless asked for the same one). */
const png = (red: number, size = 300) => sharp({ create: { width: size, height: size, channels: 4, background: { r: red, g: 90, b: 140, alpha: 1 } } }).png().toBuffer();

/** Noise: incompressible, so a picture of a few megapixels is a body of several MB. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** The storage.delete jobs queued for a key. */
async function deleteJobs(key: string): Promise<{ startAfter: Date }[]> {
  const [{ exists }] = (await getDb().execute(sql`select to_regclass('pgboss.job') is not null as exists`)).rows as { exists: boolean }[];
  if (!exists) return [];
  const rows = (await getDb().execute(sql`select start_after from pgboss.job where name = 'storage.delete' and data->>'key' = ${key}`)).rows as { start_after: string }[];
  return rows.map((row) => ({ startAfter: new Date(row.start_after) }));
}

const ENV_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_TIMEOUT_MS', 'UPLOADS_DIR'] as const;
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>> = {};

describe('object storage through S3 (s3rver)', () => {
  beforeAll(async () => {
    for (const key of ENV_KEYS) savedEnv[key] = process.env[key];
    s3dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    await startS3();
    const endpoint = await startProxy();
    Object.assign(process.env, { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey, S3_TIMEOUT_MS: '20000' });
    delete process.env.S3_REGION;
    // Nothing may land in a folder: the uploads folder is set to a path that cannot be created.
    process.env.UPLOADS_DIR = '/dev/null/no-uploads-here';
    await seedDemoData();
    editor = (await makeUser('s3-editor', [{ company: 'DEMO', cabinet: 0, permissions: [...PERMISSIONS] }])).cookie;
  });

  afterAll(async () => {
    faultOf = () => null;
    for (const response of held) response.socket?.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
    await stopS3();
    await rm(s3dir, { recursive: true, force: true });
    for (const key of ENV_KEYS) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
    // The demo company got new files: the next test file starts from the seed again.
    await seedDemoData();
    await closeDb();
  });

  it('a logo uploaded through the company form lands in the bucket and is served back byte-identical, named by its hash, immutable', async () => {
    const before = await bucketKeys('logos/');
    const answer = await saveCompany({ logo: await png(200) });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const url = answer.json.data.LOGO!;
    expect(url).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]{32}-[a-f0-9]{8}\.png$/);
    expect(await bucketKeys('logos/')).toEqual([...before, keyOf(url)].sort());

    const stored = await bucketObject(keyOf(url));
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/png');
    const page = await served(url);
    expect(page.status).toBe(200);
    expect(page.bytes.equals(stored.bytes)).toBe(true);
    expect(page.headers.get('content-type')).toBe('image/png');
    expect(page.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The name carries the first 128 bits of the bytes' SHA-256; the ETag is that hash.
    const hash = sha(page.bytes).slice(0, 32);
    expect(url).toContain(`/${hash}-`);
    expect(page.headers.get('etag')).toBe(`"${hash}"`);
    const again = await served(url, { 'if-none-match': `"${hash}"` });
    expect(again.status).toBe(304);
    expect((await demoRow()).logo).toBe(url);
  });

  it('large objects: 12 MB stored with one PUT and served back byte-identical; a 6 MB upload through the rich-text image route is stored and served', async () => {
    const big = randomBytes(12 * 1024 * 1024);
    const { key, url } = await putPublicFile('news', big, 'webp');
    const stored = await bucketObject(key);
    expect(stored.bytes.byteLength).toBe(big.byteLength);
    expect(stored.bytes.equals(big)).toBe(true);
    const page = await served(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-length')).toBe(String(big.byteLength));
    expect(page.bytes.equals(big)).toBe(true);

    const source = await noisePng(1500, 1400);
    expect(source.byteLength).toBeGreaterThan(6 * 1024 * 1024);
    const uploaded = await uploadContentImage(source);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const src = uploaded.json.data.src as string;
    const object = await bucketObject(keyOf(src));
    expect(object.status).toBe(200);
    expect((await sharp(object.bytes).metadata()).format).toBe('webp');
    const image = await served(src);
    expect(image.bytes.equals(object.bytes)).toBe(true);
  }, 120_000);

  it('the same bytes uploaded twice get two names (same hash, own random part): deleting the replaced one leaves the other served', async () => {
    const bytes = await png(33);
    const first = (await saveCompany({ logo: bytes })).json.data.LOGO!;
    const second = (await saveCompany({ logo: bytes })).json.data.LOGO!;
    expect(first).not.toBe(second);
    expect(first.slice(0, first.indexOf('-'))).toBe(second.slice(0, second.indexOf('-')));
    // The replaced logo is deleted by the storage.delete job after the grace period (pages in a shared cache may still show it).
    const jobs = await deleteJobs(keyOf(first));
    expect(jobs).toHaveLength(1);
    expect(jobs[0].startAfter.getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    await DELETE_FILE_QUEUE.handle({ data: { key: keyOf(first), companyId: (await demoRow()).id }, retryCount: 0, retryLimit: 5 } as never);

    expect((await bucketObject(keyOf(first))).status).toBe(404);
    expect(await bucketKeys('logos/')).not.toContain(keyOf(first));
    const gone = await served(first);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString())).toMatchObject({ error: { code: 'not_found' } });
    const kept = await served(second);
    expect(kept.status).toBe(200);
    expect(kept.bytes.equals((await bucketObject(keyOf(second))).bytes)).toBe(true);
  });

  it('deleting a gallery photo deletes every variant from the bucket; the route then 404s', async () => {
    const album = await getDb()
      .insert(s.galleryAlbums)
      .values({ companyId: (await demoRow()).id, title: { ru: 'S3' } })
      .returning({ id: s.galleryAlbums.id });
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const uploaded = await uploadGalleryPhoto(album[0].id, photo);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const image = uploaded.json.data.IMAGE as { key: string; widths: number[]; formats: string[] };
    const keys = image.formats.flatMap((format) => image.widths.map((width) => `${image.key}/${width}.${format}`)).sort();
    expect(await bucketKeys(`${image.key}/`)).toEqual(keys);
    for (const key of keys) expect((await served(`/api/uploads/${key}`)).bytes.equals((await bucketObject(key)).bytes)).toBe(true);

    const id = uploaded.json.data.ID as number;
    expect((await call(app, 'DELETE', `${W}/gallery_photos/${id}`, { cookie: editor })).status).toBe(200);
    for (const key of keys) {
      expect(await deleteJobs(key)).toHaveLength(1);
      await DELETE_FILE_QUEUE.handle({ data: { key, companyId: (await demoRow()).id }, retryCount: 0, retryLimit: 5 } as never);
    }
    expect(await bucketKeys(`${image.key}/`)).toEqual([]);
    expect((await served(`/api/uploads/${keys[0]}`)).status).toBe(404);
  });

  it("no variant of a purged clinic stays in the bucket: every key of its doctors' portraits, gallery photos and rich-text images is deleted and 404s", async () => {
    const owner = await makeUser('s3-closing');
    const clinic = await createCompany(owner.id, { COMPANY_SLUG: `s3-closing-${Date.now().toString(36)}`, COMPANY_NAME: 'Клиника S3' } as never, 'ru');
    const cw = `/api/w-business/ru/${clinic.code}/0/business`;
    const send = async (p: string, field: string, bytes: Buffer) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)]), 'photo.jpg');
      const response = await app.request(`${cw}${p}`, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [owner.cookie]), 'x-client-address': '10.255.21.8' } });
      const json = await response.json();
      expect(response.status, JSON.stringify(json)).toBeLessThan(300);
      return json.data;
    };
    const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#a62' } }).jpeg().toBuffer();
    const doctor = await call(app, 'POST', `${cw}/doctors`, { cookie: owner.cookie, body: { full_name: { ru: 'Доктор S3' }, specialty: { ru: 'Терапевт' } } });
    const portrait = (await send(`/doctors/${doctor.json.data.ID}/photo`, 'photo', await jpeg(1000, 1200))).PHOTO_IMAGE as { key: string; widths: number[]; formats: string[] };
    const album = await call(app, 'POST', `${cw}/gallery_albums`, { cookie: owner.cookie, body: { title: { ru: 'Холл' } } });
    const photo = (await send(`/gallery_albums/${album.json.data.ID}/photos`, 'photo', await jpeg(1400, 900))).IMAGE as { key: string; widths: number[]; formats: string[] };
    const content = keyOf((await send('/content_images', 'image', await png(33, 200))).src);
    const variants = [portrait, photo].flatMap((image) => image.formats.flatMap((format) => image.widths.map((width) => `${image.key}/${width}.${format}`)));
    expect(variants.length).toBe(2 * (3 + 5));
    expect(await bucketKeys(`media/${clinic.id}/`)).toEqual([...variants].sort());
    expect((await served(`/api/uploads/${content}`)).status).toBe(200);

    expect((await call(app, 'POST', `${cw}/site/close`, { cookie: owner.cookie, body: { confirm_name: 'Клиника S3' } })).status).toBe(200);
    const [{ purgeAt }] = await getDb().select({ purgeAt: s.companies.purgeAt }).from(s.companies).where(eq(s.companies.id, clinic.id));
    expect((await purgeClosedCompanies(new Date(purgeAt!.getTime() + 1000))).companies).toBe(1);
    expect(await bucketKeys(`media/${clinic.id}/`)).toEqual([]);
    expect((await bucketObject(content)).status).toBe(404);
    for (const key of [...variants, content]) expect((await served(`/api/uploads/${key}`)).status, key).toBe(404);
  });

  it('the bucket down (s3rver stopped): uploads answer 503 storage_unavailable in the caller\'s language with Retry-After; reads 503 too; nothing changed', async () => {
    const row = await demoRow();
    const logoBefore = row.logo!;
    const keysBefore = await bucketKeys();
    await stopS3();
    try {
      const answer = await saveCompany({ logo: await png(77) }, {}, 'kk');
      expect(answer.status).toBe(503);
      expect(answer.json.error).toMatchObject({ code: 'storage_unavailable', message: kk.BusinessErrors.storage_unavailable.replace('{seconds}', '30'), retryAfter: 30 });
      expect(answer.headers.get('retry-after')).toBe('30');

      const read = await served(logoBefore);
      expect(read.status).toBe(503);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(read.bytes.toString())).toMatchObject({ error: { code: 'storage_unavailable' } });

      const album = (await getDb().insert(s.galleryAlbums).values({ companyId: row.id, title: { ru: 'S3 down' } }).returning({ id: s.galleryAlbums.id }))[0];
      const photo = await uploadGalleryPhoto(album.id, await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a26' } }).jpeg().toBuffer());
      expect(photo.status).toBe(503);
      expect(photo.json.error).toMatchObject({ code: 'storage_unavailable', message: ru.BusinessErrors.storage_unavailable.replace('{seconds}', '30') });
      expect(await getDb().select().from(s.galleryPhotos).where(eq(s.galleryPhotos.albumId, album.id))).toEqual([]);

      // A patient's photo: the account area's message, the account unchanged.
      const patient = await createPatient();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(await png(60))]), 'me.png');
      const avatar = await app.request('/api/w-front/uz/v1/user/avatar/upload', { method: 'POST', body: form, headers: multipartHeaders(form, [patient.cookie]) });
      expect(avatar.status).toBe(503);
      expect(((await avatar.json()) as CompanyAnswer['json']).error).toMatchObject({ code: 'storage_unavailable', message: uz.AccountErrors.storage_unavailable.replace('{seconds}', '30') });
      expect((await getDb().select({ avatar: s.users.avatar }).from(s.users).where(eq(s.users.id, patient.user.id)))[0].avatar).toBeNull();
    } finally {
      await startS3();
    }
    const after = await demoRow();
    expect(after.logo).toBe(logoBefore);
    expect(after.version).toBe(row.version);
    expect(await bucketKeys()).toEqual(keysBefore);
    // Back up: the same call goes through.
    expect((await saveCompany({ logo: await png(78) })).status).toBe(200);
  });

  it('a hung storage (accepts, never answers) cannot hold a request: S3_TIMEOUT_MS ends it with a 503, nothing changed', async () => {
    const row = await demoRow();
    const keysBefore = await bucketKeys();
    process.env.S3_TIMEOUT_MS = '1500';
    try {
      await withFault(
        () => 'hang',
        async () => {
          const answer = await saveCompany({ logo: await png(91) }, {}, 'en');
          expect(answer.status).toBe(503);
          expect(answer.json.error).toMatchObject({ code: 'storage_unavailable', message: en.BusinessErrors.storage_unavailable.replace('{seconds}', '30') });
          expect(held.size).toBeGreaterThan(0);
          expect((await served(row.logo!)).status).toBe(503);
        },
      );
    } finally {
      process.env.S3_TIMEOUT_MS = '20000';
    }
    expect((await demoRow()).logo).toBe(row.logo);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it('a missing bucket is a broken storage, not a missing file: 503 on upload and on read', async () => {
    const row = await demoRow();
    process.env.S3_BUCKET = 'no-such-bucket';
    try {
      const answer = await saveCompany({ logo: await png(12) });
      expect(answer.status).toBe(503);
      expect(answer.json.error.code).toBe('storage_unavailable');
      const read = await served(row.logo!);
      expect(read.status).toBe(503);
    } finally {
      process.env.S3_BUCKET = BUCKET;
    }
    expect((await demoRow()).logo).toBe(row.logo);
  });

  it('the storage failing half-way (logo stored, favicon refused, deletes failing too): 503, the row unchanged, the stored logo queued for deletion and then gone', async () => {
    const row = await demoRow();
    const keysBefore = await bucketKeys();
    const files = { logo: await png(140), favicon: await png(141, 64) };
    const answer = await withFault(
      (request) => ((request.method === 'PUT' && request.url!.includes('/favicons/')) || request.method === 'DELETE' ? 'drop' : null),
      () => saveCompany(files),
    );
    expect(answer.status).toBe(503);
    expect(answer.json.error.code).toBe('storage_unavailable');
    const after = await demoRow();
    expect([after.logo, after.faviconLink, after.version]).toEqual([row.logo, row.faviconLink, row.version]);
    // The logo went in before the favicon failed, and its delete failed too: it is queued, to run at once.
    const orphans = (await bucketKeys()).filter((key) => !keysBefore.includes(key));
    expect(orphans).toHaveLength(1);
    expect(orphans[0]).toMatch(/^logos\//);
    const jobs = await deleteJobs(orphans[0]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await DELETE_FILE_QUEUE.handle({ data: { key: orphans[0] }, retryCount: 0, retryLimit: 5 } as never);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it("a patient's photo removed while the storage cannot delete: the account is cleared at once, the file is queued and then gone", async () => {
    const patient = await createPatient();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await png(61))]), 'me.png');
    const uploaded = await app.request('/api/w-front/ru/v1/user/avatar/upload', { method: 'POST', body: form, headers: multipartHeaders(form, [patient.cookie]) });
    expect(uploaded.status).toBe(200);
    const [{ avatar: key }] = await getDb().select({ avatar: s.users.avatar }).from(s.users).where(eq(s.users.id, patient.user.id));
    expect((await bucketObject(key!)).status).toBe(200);

    const removed = await withFault(
      (request) => (request.method === 'DELETE' ? 'drop' : null),
      async () => app.request('/api/w-front/ru/v1/user/avatar/remove', { method: 'DELETE', headers: { ...apiHeaders({ cookies: [patient.cookie] }), 'x-token': computeRequestToken(CSRF, '') } }),
    );
    expect(removed.status).toBe(200);
    expect((await getDb().select({ avatar: s.users.avatar }).from(s.users).where(eq(s.users.id, patient.user.id)))[0].avatar).toBeNull();
    expect((await bucketObject(key!)).status).toBe(200);
    expect(await deleteJobs(key!)).toHaveLength(1);
    await DELETE_FILE_QUEUE.handle({ data: { key: key! }, retryCount: 0, retryLimit: 12 } as never);
    expect((await bucketObject(key!)).status).toBe(404);
  });

  it('the row failing after the objects were stored (a slug taken at the same moment): the objects are deleted, the answer is the form\'s error', async () => {
    const row = await demoRow();
    const keysBefore = await bucketKeys();
    // Another save taking the slug between the check and the write, as PostgreSQL reports it.
    await getDb().execute(
      sql.raw(`create or replace function s3_test_slug_race() returns trigger language plpgsql as $$ begin raise exception 'duplicate key value violates unique constraint "companies_slug_unique"' using errcode = 'unique_violation'; end $$;
        create trigger s3_test_slug_race before update on companies for each row when (new.code = 'DEMO') execute function s3_test_slug_race();`),
    );
    let answer: CompanyAnswer;
    try {
      answer = await saveCompany({ logo: await png(150), favicon: await png(151, 64) }, { COMPANY_SLUG: `s3-race-${randomBytes(3).toString('hex')}` });
    } finally {
      await getDb().execute(sql.raw('drop trigger if exists s3_test_slug_race on companies; drop function if exists s3_test_slug_race();'));
    }
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('slug_taken');
    const after = await demoRow();
    expect([after.logo, after.faviconLink, after.slug]).toEqual([row.logo, row.faviconLink, row.slug]);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it('an older upload with a 24-hex random name (before content hashes) is still served, immutable, without an ETag', async () => {
    const key = `logos/${randomBytes(12).toString('hex')}.png`;
    const bytes = await png(7);
    const put = await direct.fetch(`http://127.0.0.1:${s3port}/${BUCKET}/${key}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const page = await served(`/api/uploads/${key}`);
    expect(page.status).toBe(200);
    expect(page.bytes.equals(bytes)).toBe(true);
    expect(page.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(page.headers.get('etag')).toBeNull();
  });

  it('a stored file whose bytes no longer match the hash in its name is not served (no year-long cache of a damaged file)', async () => {
    const { key, url } = await putPublicFile('logos', await png(5), 'png');
    // Overwritten behind our back (a damaged copy, a bad sync): same name, other bytes.
    const put = await direct.fetch(`http://127.0.0.1:${s3port}/${BUCKET}/${key}`, { method: 'PUT', body: new Uint8Array(await png(6)), headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const page = await served(url);
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const rows = await getDb().select({ id: s.companies.id }).from(s.companies).where(and(eq(s.companies.code, 'DEMO'), eq(s.companies.logo, url)));
    expect(rows).toEqual([]);
  });
});
