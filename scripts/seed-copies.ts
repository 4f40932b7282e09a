/**
 * `npm run db:seed-copies -- 1000`: fills the database with copies 1..1000 of the demo clinic
 * (lib/seed/clinic-copies.ts: `copy-<n>`, every tenth on `copy-<n>.clinic.test`), adding only the
 * missing ones; `npm run db:seed-copies -- 0 --delete` removes them all. Uses DATABASE_URL, else the
 * embedded PostgreSQL's `clinic` database (EMBEDDED_DATABASE), as `npm run dev` does. A running
 * app shows the new clinics in its directory once its cached reads expire (an hour at most) or on
 * its next start.
 */
import { closeDb } from '../lib/db/client';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { deleteClinicCopies, seedClinicCopies } from '../lib/seed/clinic-copies';

async function main() {
  const count = Number(process.argv[2] ?? '');
  if (!Number.isInteger(count) || count < 0) {
    console.error('usage: npm run db:seed-copies -- <count> [--delete]');
    process.exit(2);
  }
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const server = await startEmbeddedPostgres(process.cwd(), (m) => console.log(`[seed-copies] ${m}`));
    const database = process.env.EMBEDDED_DATABASE ?? 'clinic';
    await ensureDatabase(server.port, database);
    process.env.DATABASE_URL = embeddedUrl(server.port, database);
    if (!server.reused) stop = () => server.stop();
  }
  try {
    await runMigrations();
    if (process.argv.includes('--delete')) console.log(`[seed-copies] deleted ${await deleteClinicCopies()} copies`);
    const result = await seedClinicCopies(count);
    console.log(`[seed-copies] ${result.created} copies added, ${result.total} in all, in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await closeDb();
    await stop();
  }
}

main().catch((error) => {
  console.error('[seed-copies] failed:', error);
  process.exit(1);
});
