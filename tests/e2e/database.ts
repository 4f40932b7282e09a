import pg from 'pg';
import { digest } from '../../lib/security/personal-key';

/** A query on the test server's database (DATABASE_URL of the e2e run): for what a test may not wait for or reach through the product. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * As if the 60 s between two codes to one e-mail or phone were over (lib/security/code-limit.ts):
 * drops that target's `codeResend` counter, stored as `{limit}:{key}` with the key code-limit
 * makes. The 60 s rule itself has its test (tests/integration); a browser test need not sit it out.
 */
export async function endCodeResendWait(target: string): Promise<void> {
  const key = `codeResend:${digest(target)}`;
  await withDatabase((db) => db.query('DELETE FROM rate_limits WHERE key = $1', [key]));
}
