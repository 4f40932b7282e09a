import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { isDatabaseEmpty, seedDemoData, seedDemoPictures } from './index';

/**
 * What the launcher (scripts/launch.ts) and `npm run stack` (scripts/stack/topology.ts) do to a
 * database before they start anything: migrate it, and seed the demo clinics, the demo accounts
 * (their passwords are in the README) and the demo access code only where they are wanted.
 *
 *  - `npm run dev` seeds an empty database (SEED_DEMO=0 turns it off);
 *  - `npm run db:seed` seeds (again) whatever the database holds;
 *  - `npm start`, `npm run worker`, `npm run db:migrate` (the Docker image's commands) and
 *    `npm run stack` never seed, unless SEED_DEMO=1 asks them to seed an empty database.
 */
export type LaunchMode = 'dev' | 'start' | 'worker' | 'migrate' | 'seed' | 'stack';

type Env = Readonly<Record<string, string | undefined>>;

/** Whether `mode` seeds the demo data into an empty database (`seed` seeds into any). */
export function demoSeedWanted(mode: LaunchMode, env: Env = process.env): boolean {
  const asked = env.SEED_DEMO?.trim();
  if (mode === 'seed' || asked === '1') return true;
  return mode === 'dev' && asked !== '0';
}

/**
 * Migrates the database of DATABASE_URL, then seeds the demo data as `demoSeedWanted` says, and
 * closes the pool. Answers whether it seeded.
 */
export async function migrateAndSeed(mode: LaunchMode, env: Env = process.env): Promise<{ seeded: boolean }> {
  try {
    await runMigrations();
    const seed = mode === 'seed' || (demoSeedWanted(mode, env) && (await isDatabaseEmpty()));
    if (seed) {
      await seedDemoData();
      await seedDemoPictures();
    }
    return { seeded: seed };
  } finally {
    await closeDb();
  }
}
