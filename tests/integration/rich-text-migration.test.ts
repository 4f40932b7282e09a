import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb, getPool } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';

/*
 * Issue 19: today's plain text bodies become rich docs (lib/db/migrations/manual/rich-text.sql),
 * as plainTextToDoc makes them; a value already converted is left alone, so it runs twice safely.
 */

const SQL_FILE = path.join(process.cwd(), 'lib/db/migrations/manual/rich-text.sql');

async function runConversion() {
  const client = await getPool().connect();
  try {
    for (const statement of readFileSync(SQL_FILE, 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await client.query(statement);
  } finally {
    client.release();
  }
}

describe('the plain text to rich text conversion', () => {
  let demoId = 0;
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
  });
  afterAll(async () => {
    await closeDb();
  });

  it('converts strings per locale like plainTextToDoc, drops empty ones, and keeps docs', async () => {
    const ru = 'Первый абзац,\nвторая строка.\n\n  \nВторой абзац.\r\n\r\nТретий.';
    const kk = 'Бір абзац.';
    const pool = getPool();
    const [{ id }] = (await pool.query(`INSERT INTO director_posts (company_id, title, body) VALUES ($1, '{"ru":"Т"}', $2::jsonb) RETURNING id`, [demoId, JSON.stringify({ ru, kk, en: '  ' })])).rows;
    await pool.query(`UPDATE companies SET about = $2::jsonb WHERE id = $1`, [demoId, JSON.stringify({ ru: 'О нас.\n\nЕщё.', kk: plainTextToDoc('Біз туралы.') })]);

    await runConversion();
    await runConversion();

    const [post] = await getDb().select().from(s.directorPosts).where(eq(s.directorPosts.id, id));
    expect(post.body).toEqual({ ru: plainTextToDoc(ru), kk: plainTextToDoc(kk) });
    const [company] = await getDb().select().from(s.companies).where(eq(s.companies.id, demoId));
    expect(company.about).toEqual({ ru: plainTextToDoc('О нас.\n\nЕщё.'), kk: plainTextToDoc('Біз туралы.') });
  });
});
