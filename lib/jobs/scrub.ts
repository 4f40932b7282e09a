import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { likeContaining } from '@/lib/db/like';
import { JOBS_SCHEMA } from './boss';

/**
 * Jobs carry ids only (an outbox row, a news item, a file key), but a failed job's output is
 * its error's message, and a mail server's refusal may quote the address it refused. Blanks the
 * data and output of every job (live or archived) that mentions one of these texts.
 */
export async function scrubJobsMentioning(db: Pick<Database, 'execute'>, texts: string[]): Promise<void> {
  if (texts.length === 0) return;
  const patterns = texts.map(likeContaining);
  for (const table of ['job', 'archive']) {
    const name = sql.raw(`${JOBS_SCHEMA}.${table}`);
    // The tables exist once pg-boss has started in this database.
    const [{ present }] = (await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.${table}`}) is not null as present`)).rows as { present: boolean }[];
    if (!present) continue;
    await db.execute(sql`update ${name} set data = '{}'::jsonb where data::text ilike any(${sql.param(patterns)})`);
    await db.execute(sql`update ${name} set output = null where output::text ilike any(${sql.param(patterns)})`);
  }
}
