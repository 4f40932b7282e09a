import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { IMAGE_BUSY_RETRY_SECONDS, IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING, runImageJob } from '@/lib/storage/image-queue';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import uz from '@/messages/uz.json';
import { apiHeaders } from '../helpers/api';
import { freshAddress, sessionCookieFor } from '../helpers/business';
import { createPatient, multipartHeaders } from '../helpers/profile-data';
import { pngDeclaring } from '../helpers/images';

/*
 * Issue 18, point 1: a 277-byte SVG cost 19 CPU-seconds, and four at once starved sign-in.
 * Uploads take bitmaps only; every decode is bounded in pixels and time and runs in one
 * image queue, so sign-in (argon2, on the same thread pool) is never behind it.
 */

const app = createApiApp();
const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
let manager = '';
let newsId = 0;
let uploads = '';

/** The review's 277-byte SVG: a 4000×4000 canvas through a 1000-px blur and a 1000-px morphology. */
const SVG_BOMB = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f"><feGaussianBlur stdDeviation="1000"/>' +
    '<feMorphology radius="1000"/></filter><rect width="4000" height="4000" filter="url(#f)"/></svg>',
);
/** The 2.5 KB variant: twenty filtered shapes (minutes of drawing), behind a BOM and an XML declaration. */
const SVG_SHAPES = Buffer.from(
  '\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f"><feGaussianBlur stdDeviation="1000"/>' +
    '<feMorphology radius="1000"/></filter>' +
    Array.from({ length: 20 }, (_, i) => `<circle cx="${100 + i * 190}" cy="${200 + i * 180}" r="${1500 + i}" fill="#0a${i % 10}" filter="url(#f)"/>`).join('') +
    '</svg>',
);

/** A real 16×16 JPEG whose frame header (SOF0) is made to declare 60000×60000 (libjpeg refuses more than 65500 itself). */
async function jpegDeclaringHuge(): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).jpeg({ mozjpeg: false, progressive: false }).toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(60_000, sof + 5);
  jpeg.writeUInt16BE(60_000, sof + 7);
  return jpeg;
}

/** A real 16×16 lossy WebP whose VP8 frame is made to declare 16383×16383. */
async function webpDeclaringHuge(): Promise<Buffer> {
  const webp = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).webp({ quality: 50 }).toBuffer());
  expect(webp.toString('ascii', 12, 16)).toBe('VP8 ');
  expect([...webp.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
  webp.writeUInt16LE(0x3fff, 26);
  webp.writeUInt16LE(0x3fff, 28);
  return webp;
}

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

function post(url: string, form: FormData, cookie: string, address = freshAddress()) {
  return app.request(url, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [cookie]), 'x-client-address': address } });
}
const formWith = (field: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append(field, blob(bytes), name);
  return form;
};

/** Each upload call with the file in its field: the logo, the news image, the profile photo. */
const targets = {
  logo: (bytes: Buffer, locale = 'ru') => {
    const form = formWith('logo', bytes, 'logo.svg');
    form.append('COMPANY_CODE', 'DEMO');
    return post(`/api/w-front/${locale}/v1/business/user/company`, form, manager);
  },
  newsImage: (bytes: Buffer, locale = 'ru') => post(`/api/w-business/${locale}/DEMO/0/business/news/${newsId}/image`, formWith('image', bytes, 'image.svg'), manager),
  avatar: async (bytes: Buffer, locale = 'ru') => post(`/api/w-front/${locale}/v1/user/avatar/upload`, formWith('avatar', bytes, 'photo.svg'), (await createPatient()).cookie),
};

/** A new user with a password, and a sign-in of theirs (from a fresh client address) answering its status. */
async function signInOfANewUser(): Promise<() => Promise<number>> {
  const email = `images-${randomUUID()}@example.test`;
  const password = `Pw-${randomUUID()}`;
  await getDb().insert(s.users).values({ email, passwordHash: await hashPassword(password) });
  return async () => {
    const body = new URLSearchParams({ login: email, password }).toString();
    const response = await app.request('/api/api-front2/ru/v1/user/authorize', {
      method: 'POST',
      body,
      headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': freshAddress() },
    });
    return response.status;
  };
}

/** Runs `work` and returns its result with the process's CPU time (all threads: libvips's too) it took. */
async function withCpu<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe('image uploads that cannot stall the server (issue 18)', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'image-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    const [user] = await getDb().select({ id: s.users.id }).from(s.users).where(eq(s.users.email, MANAGER.login));
    manager = await sessionCookieFor(user.id);
    const [company] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    const [item] = await getDb().select({ id: s.news.id }).from(s.news).where(and(eq(s.news.companyId, company.id))).limit(1);
    newsId = item.id;
  });
  afterAll(async () => {
    await seedDemoData();
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('refuses the filtered SVGs as an unsupported type, in the caller\'s language, in well under a CPU-second each', async () => {
    for (const svg of [SVG_BOMB, SVG_SHAPES]) {
      const { result, cpuMs } = await withCpu(async () => [await targets.logo(svg, 'kk'), await targets.newsImage(svg, 'kk')]);
      expect(cpuMs).toBeLessThan(1000);
      for (const [response, field] of [[result[0], 'logo'], [result[1], 'image']] as const) {
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_image', message: kk.BusinessErrors.invalid_image, fields: { [field]: ['unsupported_image_type'] } });
      }
      const avatar = await withCpu(() => targets.avatar(svg, 'kk'));
      expect(avatar.cpuMs).toBeLessThan(1000);
      expect(avatar.result.status).toBe(415);
      expect(((await avatar.result.json()) as ErrorBody).error.fields).toEqual({ avatar: ['unsupported_type'] });
    }
    // The texts say which types are taken, and SVG is not among them.
    expect(kk.BusinessErrors.fields.unsupported_image_type).not.toContain('SVG');
  }, 60_000);

  it('refuses PNG, JPEG and WebP headers that declare huge pictures before decoding them, in well under a CPU-second', async () => {
    for (const bytes of [pngDeclaring(100_000, 100_000), await jpegDeclaringHuge(), await webpDeclaringHuge()]) {
      const { result, cpuMs } = await withCpu(async () => [await targets.logo(bytes), await targets.newsImage(bytes), await targets.avatar(bytes)]);
      expect(cpuMs).toBeLessThan(1000);
      const [logo, image, avatar] = await Promise.all(result.map(async (response) => ({ status: response.status, body: (await response.json()) as ErrorBody })));
      expect(logo).toMatchObject({ status: 400, body: { error: { fields: { logo: ['too_many_pixels'] } } } });
      expect(image).toMatchObject({ status: 400, body: { error: { fields: { image: ['too_many_pixels'] } } } });
      expect(avatar).toMatchObject({ status: 400, body: { error: { fields: { avatar: ['too_many_pixels'] } } } });
    }
  });

  it('signs in while four filtered SVGs are uploaded at once: they are refused by their bytes, nothing is drawn', async () => {
    const signIn = await signInOfANewUser();
    const { result, cpuMs } = await withCpu(async () => {
      const heavy = [targets.logo(SVG_BOMB), targets.newsImage(SVG_SHAPES), targets.avatar(SVG_BOMB), targets.newsImage(SVG_BOMB)];
      expect(await signIn()).toBe(200);
      return Promise.all(heavy);
    });
    expect(result.map((response) => response.status)).toEqual([400, 400, 415, 400]);
    // CPU time, not wall time (the same on a busy machine): before the fix these four drew for minutes.
    expect(cpuMs).toBeLessThan(4000);
  });

  it('answers 503 busy with Retry-After, in the caller\'s language, while the image queue is full; sign-in is not behind it', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } }).png().toBuffer();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fillers = Array.from({ length: IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING }, () => runImageJob(() => held));
    try {
      const answers = [await targets.logo(png, 'kk'), await targets.newsImage(png, 'en'), await targets.avatar(png, 'uz')];
      const expected = [kk.BusinessErrors.busy, en.BusinessErrors.busy, uz.AccountErrors.busy].map((text) => text.replace('{seconds}', String(IMAGE_BUSY_RETRY_SECONDS)));
      for (const [index, response] of answers.entries()) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe(String(IMAGE_BUSY_RETRY_SECONDS));
        expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'busy', message: expected[index], retryAfter: IMAGE_BUSY_RETRY_SECONDS });
      }
      // Sign-in (argon2) is never behind image work: it answers while the queue is full.
      expect(await (await signInOfANewUser())()).toBe(200);
      // A text file is refused by its bytes alone: no place in the queue needed.
      const text = await targets.newsImage(Buffer.from('это не картинка'));
      expect(text.status).toBe(400);
    } finally {
      release();
      await Promise.all(fillers);
    }
    // With room again, the same picture goes through.
    expect((await targets.newsImage(png)).status).toBe(200);
  });

  it('allows 30 business uploads an hour per user, counted before the file is read; the 429 is in the caller\'s language', async () => {
    const [company] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    const [user] = await getDb().insert(s.users).values({ email: `uploader-${randomUUID()}@example.test`, name: 'Uploader' }).returning();
    const [cabinet] = await getDb().select({ id: s.cabinets.id }).from(s.cabinets).where(and(eq(s.cabinets.companyId, company.id), eq(s.cabinets.code, 0)));
    await getDb().insert(s.cabinetMemberships).values({ userId: user.id, cabinetId: cabinet.id, permissions: ['content.edit', 'company.edit'] });
    await getDb().insert(s.businessAccounts).values({ userId: user.id, companyId: company.id }).onConflictDoNothing();
    const cookie = await sessionCookieFor(user.id);
    const text = Buffer.from('not a picture');
    const newsImage = (locale: string) => post(`/api/w-business/${locale}/DEMO/0/business/news/${newsId}/image`, formWith('image', text, 'image.png'), cookie);
    const logo = (locale: string) => {
      const form = formWith('logo', text, 'logo.png');
      form.append('COMPANY_CODE', 'DEMO');
      return post(`/api/w-front/${locale}/v1/business/user/company`, form, cookie);
    };
    // Logos and news images share the budget.
    for (let i = 0; i < 30; i += 1) expect((await (i % 2 ? logo('ru') : newsImage('ru'))).status).toBe(400);
    for (const [response, message] of [
      [await newsImage('kk'), kk.BusinessErrors.rate_limited],
      [await logo('en'), en.BusinessErrors.rate_limited],
    ] as const) {
      expect(response.status).toBe(429);
      const wait = Number(response.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'rate_limited', message: message.replace('{seconds}', String(wait)), retryAfter: wait });
    }
    // The same call without a file is no upload: not counted, not refused.
    const form = new FormData();
    form.append('COMPANY_CODE', 'DEMO');
    expect((await post('/api/w-front/ru/v1/business/user/company', form, cookie)).status).toBe(200);
    // Another member of the company keeps a budget of their own.
    expect((await targets.newsImage(text)).status).toBe(400);
  });
});
