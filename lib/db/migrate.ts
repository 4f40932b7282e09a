import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getDb } from './client';

/** Applies the committed drizzle-kit migrations in lib/db/migrations. */
export async function runMigrations(): Promise<void> {
  await migrate(getDb(), { migrationsFolder: path.join(process.cwd(), 'lib', 'db', 'migrations') });
}
