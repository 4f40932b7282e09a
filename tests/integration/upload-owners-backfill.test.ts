import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/clinic/company/create';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb, getPool } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { makeUser } from '../helpers/business';

/*
 * Issue 27: the migration that adds stored_uploads records the owner of the files rows named
 * before it: a file named by one company only is that company's; one named by two companies is
 * no one's (neither deletes it); every variant of a responsive image belongs to the company whose
 * folder it is in, when that company names it (a gallery photo through its album).
 */

const MIGRATIONS = path.resolve(__dirname, '../../lib/db/migrations');

/** The hand-written part of the migration that creates stored_uploads, statement by statement. */
function backfillStatements(): string[] {
  const file = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(MIGRATIONS, name), 'utf8'))
    .find((text) => text.includes('CREATE TABLE "stored_uploads"'));
  expect(file).toBeTruthy();
  const handWritten = file!.slice(file!.indexOf('-- hand-written'));
  return handWritten.split('--> statement-breakpoint').map((part) => part.trim()).filter(Boolean);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const publicKey = (folder: string, ext = 'webp') => `${folder}/${hex(16)}-${hex(4)}.${ext}`;
const descriptor = (companyId: number) => ({ key: `media/${companyId}/${hex(12)}`, width: 640, height: 480, widths: [320, 640], formats: ['avif', 'webp'] as ('avif' | 'webp')[] });
const variants = (image: { key: string }) => [`${image.key}/320.avif`, `${image.key}/640.avif`, `${image.key}/320.webp`, `${image.key}/640.webp`];

describe('the backfill of stored uploads (issue 27)', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a key named by one company is its own, by two no one\'s; descriptor variants are their folder\'s company\'s, gallery photos through their album', async () => {
    const owner = await makeUser('backfill');
    const a = await createCompany(owner.id, { COMPANY_SLUG: `backfill-a-${hex(3)}`, COMPANY_NAME: 'Клиника А' } as never, 'ru');
    const b = await createCompany(owner.id, { COMPANY_SLUG: `backfill-b-${hex(3)}`, COMPANY_NAME: 'Клиника Б' } as never, 'ru');
    const logo = publicKey('logos', 'png');
    const onlyA = publicKey('content');
    const shared = publicKey('content');
    const portrait = descriptor(a.id);
    const borrowed = descriptor(a.id);
    const galleryImage = descriptor(a.id);

    const db = getDb();
    await db.update(s.companies).set({ logo: `/api/uploads/${logo}` }).where(eq(s.companies.id, a.id));
    await db.update(s.news).set({ body: { ru: plainTextToDoc(`/api/uploads/${onlyA} и /api/uploads/${shared}`) } }).where(eq(s.news.companyId, a.id));
    await db.update(s.news).set({ body: { ru: plainTextToDoc(`/api/uploads/${shared}`) } }).where(eq(s.news.companyId, b.id));
    await db.insert(s.specialists).values({ companyId: a.id, slug: 'portrait', fullName: { ru: 'А' }, specialty: { ru: 'Т' }, photoImage: portrait });
    // B names a descriptor in A's folder that A does not name: B does not own it, and no one is known to.
    await db.insert(s.specialists).values({ companyId: b.id, slug: 'borrowed', fullName: { ru: 'Б' }, specialty: { ru: 'Т' }, photoImage: borrowed });
    const [album] = await db.insert(s.galleryAlbums).values({ companyId: a.id, title: { ru: 'Альбом' } }).returning({ id: s.galleryAlbums.id });
    await db.insert(s.galleryPhotos).values({ albumId: album.id, src: `/api/uploads/${galleryImage.key}/640.webp`, width: 640, height: 480, image: galleryImage });

    const keys = [logo, onlyA, shared, ...variants(portrait), ...variants(borrowed), ...variants(galleryImage)];
    await db.delete(s.storedUploads).where(inArray(s.storedUploads.key, keys));

    const client = await getPool().connect();
    try {
      await client.query('BEGIN');
      for (const statement of backfillStatements()) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }

    const rows = await db.select({ key: s.storedUploads.key, companyId: s.storedUploads.companyId }).from(s.storedUploads).where(inArray(s.storedUploads.key, keys));
    const owners = Object.fromEntries(rows.map((row) => [row.key, row.companyId]));
    expect(owners).toEqual(Object.fromEntries([logo, onlyA, ...variants(portrait), ...variants(galleryImage)].map((key) => [key, a.id])));
    expect(owners[shared]).toBeUndefined();
    for (const key of variants(borrowed)) expect(owners[key]).toBeUndefined();
  });
});
