import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getDb } from './client';

/** The committed drizzle-kit migrations: one SQL file per entry of meta/_journal.json. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** Where drizzle's migrator records what it applied (its defaults). */
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

/** Applies the committed drizzle-kit migrations in lib/db/migrations. */
export async function runMigrations(): Promise<void> {
  await migrate(getDb(), { migrationsFolder: MIGRATIONS_FOLDER });
}

/** The journal's migration times (drizzle's `folderMillis`), read once per folder: the files do not change under a running process. */
const journals = new Map<string, number[]>();
/** Throws when the folder or its journal is missing or unreadable (a deployment without lib/db/migrations). */
export function journalTimes(folder = MIGRATIONS_FOLDER): number[] {
  let times = journals.get(folder);
  if (!times) {
    times = readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.folderMillis);
    journals.set(folder, times);
  }
  return times;
}

export type MigrationStatus = { expected: number; pending: number };

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * How many migrations of the folder the database lacks, by drizzle's own rule (its migrator
 * applies every journal entry newer than the newest one recorded): 0 means migrated. A
 * database never migrated (no record table) lacks them all. Connection errors are thrown.
 */
export async function migrationStatus(query: Query, folder = MIGRATIONS_FOLDER): Promise<MigrationStatus> {
  const times = journalTimes(folder);
  let newest = -Infinity;
  try {
    const { rows } = await query(`SELECT max(created_at) AS newest FROM ${APPLIED_TABLE}`);
    if (rows[0]?.newest !== null && rows[0]?.newest !== undefined) newest = Number(rows[0].newest);
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: nothing was ever migrated here.
    const code = (error as { code?: unknown }).code;
    if (code !== '42P01' && code !== '3F000') throw error;
  }
  return { expected: times.length, pending: times.filter((when) => when > newest).length };
}
