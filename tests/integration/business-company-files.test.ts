import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/lib/business/permissions';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import { call, makeUser, sessionCookieFor } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';

/*
 * Issue 11: "create or edit a business company (JSON, or multipart with logo and favicon files,
 * re-encoded and stored through the storage module)".
 */

const app = createApiApp();
const SAVE = '/api/w-front/{locale}/v1/business/user/company';
const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
let owner = '';
let uploads = '';

type Company = { LOGO: string | null; FAVICON_LINK: string | null; COMPANY_CODE: string };

async function save(cookie: string, fields: Record<string, string>, files: Record<string, Blob>, locale = 'ru') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file, `${name}.png`);
  const response = await app.request(SAVE.replace('{locale}', locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [cookie]), 'x-client-address': '10.255.0.7' } });
  return { status: response.status, json: (await response.json()) as { data: Company; error: { code: string; message: string; fields?: Record<string, string[]> } } };
}

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
const demoCompany = async () => (await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO')))[0];
const storedFiles = async () => (await Promise.all(['logos', 'favicons'].map((folder) => readdir(path.join(uploads, folder)).catch(() => [] as string[])))).flat();
const fetchFile = async (url: string) => Buffer.from(await (await app.request(url)).arrayBuffer());

/** A 1024×512 PNG, transparent on its right half, carrying EXIF (camera and GPS text). */
async function logoPng(): Promise<Buffer> {
  const left = await sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } }).png().toBuffer();
  return sharp({ create: { width: 1024, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .withMetadata({ exif: { IFD0: { Make: 'Secret Camera', Artist: 'GPS 43.2389 76.8897' } } })
    .toBuffer();
}

describe('company logo and favicon files', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'company-files-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    const [manager] = await getDb().select({ id: s.users.id }).from(s.users).where(eq(s.users.email, MANAGER.login));
    owner = await sessionCookieFor(manager.id);
  });
  afterAll(async () => {
    // The demo company got new files: the next file starts from the seed again.
    await seedDemoData();
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('re-encodes an uploaded PNG logo (512 px, transparency kept, EXIF gone) and favicon (64×64), stores them and serves them publicly', async () => {
    const png = await logoPng();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const { status, json } = await save(owner, { COMPANY_CODE: 'DEMO' }, { logo: blob(png), favicon: blob(png) });
    expect(status).toBe(200);
    expect(json.data.LOGO).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]{32}-[a-f0-9]{8}\.png$/);
    expect(json.data.FAVICON_LINK).toMatch(/^\/api\/uploads\/favicons\/[a-f0-9]{32}-[a-f0-9]{8}\.png$/);

    const logo = await fetchFile(json.data.LOGO!);
    const logoMeta = await sharp(logo).metadata();
    expect(logoMeta).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    expect(logoMeta.exif).toBeUndefined();
    expect(logo.includes(Buffer.from('Secret Camera'))).toBe(false);
    expect(logo.includes(Buffer.from('GPS 43.2389'))).toBe(false);
    // The transparent half stays transparent, the red half red.
    const { data, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels)];
    expect(pixel(500, 100)[3]).toBe(0);
    expect(pixel(10, 100)).toEqual([200, 30, 60, 255]);

    const favicon = await sharp(await fetchFile(json.data.FAVICON_LINK!)).metadata();
    expect(favicon).toMatchObject({ format: 'png', width: 64, height: 64, hasAlpha: true });
    expect(favicon.exif).toBeUndefined();

    const stored = await demoCompany();
    expect(stored).toMatchObject({ logo: json.data.LOGO, faviconLink: json.data.FAVICON_LINK });
    const [audit] = await getDb()
      .select({ details: s.auditLog.details })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, stored.id), eq(s.auditLog.action, 'company.update')))
      .orderBy(sql`${s.auditLog.id} desc`)
      .limit(1);
    expect(audit.details).toMatchObject({ fields: expect.arrayContaining(['logo', 'favicon']) });

    // A new logo replaces it; the old file is deleted two days later (a cached page may still show it).
    const next = await save(owner, { COMPANY_CODE: 'DEMO' }, { logo: blob(png) });
    expect(next.json.data.LOGO).not.toBe(json.data.LOGO);
    expect(next.json.data.FAVICON_LINK).toBe(json.data.FAVICON_LINK);
    expect((await app.request(json.data.LOGO!)).status).toBe(200);
    const jobs = await getDb().execute(sql`select start_after from pgboss.job where name = 'storage.delete' and data->>'key' = ${json.data.LOGO!.replace('/api/uploads/', '')}`);
    expect(jobs.rows).toHaveLength(1);
  });

  it('refuses an SVG logo as an unsupported type (issue 18: librsvg draws filters without a time bound), and takes a JPEG favicon whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="50" height="50" fill="#0a7"/></svg>');
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#224488' } }).jpeg().toBuffer();
    const before = await demoCompany();
    const refused = await save(owner, { COMPANY_CODE: 'DEMO' }, { logo: blob(svg), favicon: blob(jpeg) }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'invalid_image', fields: { logo: ['unsupported_image_type'] } });
    expect(refused.json.error.message).not.toContain('SVG');
    expect(await demoCompany()).toEqual(before);
    const { status, json } = await save(owner, { COMPANY_CODE: 'DEMO' }, { favicon: blob(jpeg) });
    expect(status).toBe(200);
    expect(await sharp(await fetchFile(json.data.FAVICON_LINK!)).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('refuses a text file named logo.png with 400 and the field named, in the caller\'s language; nothing changes', async () => {
    const before = await demoCompany();
    const filesBefore = await storedFiles();
    const png = await logoPng();
    const { status, json } = await save(owner, { COMPANY_CODE: 'DEMO', COMPANY_NAME: 'Не должно сохраниться' }, { logo: new Blob(['это текст, а не картинка'], { type: 'image/png' }), favicon: blob(png) }, 'kk');
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 'invalid_image', message: kk.BusinessErrors.invalid_image, fields: { logo: ['not_an_image'] } });
    expect(await demoCompany()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
    // A text value in a file field is no file either.
    const text = await save(owner, { COMPANY_CODE: 'DEMO', favicon: 'favicon.png' }, {}, 'en');
    expect(text.json.error).toMatchObject({ code: 'invalid_image', message: en.BusinessErrors.invalid_image, fields: { favicon: ['not_a_file'] } });
  });

  it('refuses a file over 5 MB with 413, and a body over the call\'s limit before reading it', async () => {
    const before = await demoCompany();
    const big = await save(owner, { COMPANY_CODE: 'DEMO' }, { logo: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]) }, 'en');
    expect(big.status).toBe(413);
    expect(big.json.error).toMatchObject({ code: 'file_too_large', message: en.BusinessErrors.file_too_large.replace('{max}', '5'), fields: { logo: ['file_too_large'] } });
    const huge = await save(owner, { COMPANY_CODE: 'DEMO' }, { logo: new Blob([new Uint8Array(6 * 1024 * 1024)]), favicon: new Blob([new Uint8Array(6 * 1024 * 1024)]) }, 'kk');
    expect(huge.status).toBe(413);
    expect(huge.json.error).toMatchObject({ code: 'file_too_large', message: kk.BusinessErrors.file_too_large.replace('{max}', '5') });
    expect(await demoCompany()).toEqual(before);
  });

  it('needs company.edit: a member without it, a patient and another clinic\'s owner get 403, and nothing is decoded or stored', async () => {
    const before = await demoCompany();
    const filesBefore = await storedFiles();
    const png = await logoPng();
    const strangers = [
      await makeUser('no-company-edit', [{ company: 'DEMO', cabinet: 0, permissions: PERMISSIONS.filter((p) => p !== 'company.edit') }]),
      await makeUser('patient'),
      await makeUser('family-owner', [{ company: 'FAMILY', cabinet: 0, permissions: [...PERMISSIONS] }]),
    ];
    for (const stranger of strangers) {
      const { status, json } = await save(stranger.cookie, { COMPANY_CODE: 'DEMO' }, { logo: blob(png), favicon: blob(png) });
      expect(status, stranger.email!).toBe(403);
      expect(json.error.code).toBe('permission_required');
    }
    const anonymous = await call(app, 'POST', SAVE.replace('{locale}', 'ru'), { body: { COMPANY_CODE: 'DEMO', LOGO: '/x.png' } });
    expect(anonymous.status).toBe(401);
    expect(await demoCompany()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('creates a company from a multipart form with its logo', async () => {
    const founder = await makeUser('founder');
    const slug = `logo-clinic-${Math.random().toString(36).slice(2, 7)}`;
    const { status, json } = await save(founder.cookie, { COMPANY_SLUG: slug, COMPANY_NAME: 'Клиника с логотипом' }, { logo: blob(await logoPng()) });
    expect(status).toBe(201);
    expect(json.data.LOGO).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]{32}-[a-f0-9]{8}\.png$/);
    expect(json.data.FAVICON_LINK).toBeNull();
    expect((await sharp(await fetchFile(json.data.LOGO!)).metadata()).width).toBe(512);
  });

  it('serves only public folders: an avatar key or a path trick is a 404', async () => {
    for (const url of ['/api/uploads/avatars/0123456789abcdef01234567.webp', '/api/uploads/logos/..%2F..%2Fetc%2Fpasswd', '/api/uploads/logos/0123456789abcdef01234567.png', '/api/uploads/logos/x.svg']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});
