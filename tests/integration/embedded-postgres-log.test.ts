import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { serverLogPath } from '@/lib/db/embedded';

/*
 * npm test runs vitest in spawnSync, so the process that started the embedded PostgreSQL reads
 * nothing while the tests run. Its log once went to a pipe: 64 KB of log lines later, every
 * backend that logged blocked in write() with its locks held, and the tests hung.
 */
afterAll(closeDb);

const dataDir = path.join(process.cwd(), '.data', 'pg');
const pidFile = path.join(dataDir, 'postmaster.pid');
// The database of the tests is this checkout's embedded one (not a DATABASE_URL of the caller's).
const embedded = existsSync(pidFile) && new URL(process.env.DATABASE_URL ?? 'postgres://x').port === readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();

describe.runIf(embedded)('the embedded PostgreSQL’s log', () => {
  it('goes to .data/pg/server.log: far more than a pipe holds of refused statements never blocks a backend', { timeout: 120_000 }, async () => {
    const marker = `log-volume-${Date.now()}`;
    const padding = 'x'.repeat(200);
    // Each refused statement logs its ERROR and its STATEMENT: ~500 bytes, 600 of them ~300 KB.
    for (let i = 0; i < 600; i += 1) {
      await expect(getDb().execute(sql.raw(`select 1/0 as "${marker}-${i}-${padding}"`))).rejects.toThrow();
    }
    expect((await getDb().execute(sql`select 1 as ok`)).rows[0]).toEqual({ ok: 1 });
    const log = readFileSync(serverLogPath(dataDir), 'utf8');
    expect(log).toContain(`${marker}-599`);
  });
});
