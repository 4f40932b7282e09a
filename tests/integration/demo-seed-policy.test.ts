/**
 * Issue 27: migrating an empty database seeded the demo clinics, the demo accounts (passwords in
 * the README) and the demo access code everywhere, production included. Now only development
 * (`npm run dev`), `npm run db:seed` and SEED_DEMO=1 seed them (lib/seed/prepare.ts).
 *
 * Each case runs on a database of its own, created empty here on the test's PostgreSQL: the
 * launcher itself (`scripts/launch.ts migrate`, the Docker image's migration step) as a child
 * process, and the function the launcher's `start` and `worker` paths and `npm run stack` call.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { sha256Hex, DEMO_ACCESS_CODE, DEMO_USER_EMAILS } from '@/lib/seed/accounts';
import { demoSeedWanted, migrateAndSeed, type LaunchMode } from '@/lib/seed/prepare';

const testUrl = process.env.DATABASE_URL!;
const databases: string[] = [];

function urlOf(database: string): string {
  const url = new URL(testUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database (no tables yet); dropped after the file. */
async function freshDatabase(tag: string): Promise<string> {
  const name = `seed_policy_${tag}_${process.pid}`;
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  databases.push(name);
  return urlOf(name);
}

type Contents = { companies: string[]; users: string[]; accessCodes: string[]; businessAccounts: number };

async function contents(url: string): Promise<Contents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const companies = (await client.query<{ code: string }>('SELECT code FROM companies ORDER BY code')).rows.map((row) => row.code);
    const users = (await client.query<{ email: string | null }>('SELECT email FROM users ORDER BY email')).rows.map((row) => row.email ?? '');
    const accessCodes = (await client.query<{ code_hash: string }>('SELECT code_hash FROM access_codes')).rows.map((row) => row.code_hash);
    const businessAccounts = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM business_accounts')).rows[0].n);
    return { companies, users, accessCodes, businessAccounts };
  } finally {
    await client.end();
  }
}

const EMPTY: Contents = { companies: [], users: [], accessCodes: [], businessAccounts: 0 };

/** `node --import tsx scripts/launch.ts <mode>` against `url`, as `npm run db:migrate` runs it; resolves with its exit code and output. */
function launcher(mode: LaunchMode, url: string, extra: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', ...extra };
  if (!('SEED_DEMO' in extra)) delete env.SEED_DEMO;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', mode], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** migrateAndSeed (what the launcher's start and worker paths and the stack call) with DATABASE_URL pointed at `url`. */
async function prepare(mode: LaunchMode, url: string, env: Record<string, string | undefined> = {}) {
  const previous = process.env.DATABASE_URL;
  await closeDb();
  process.env.DATABASE_URL = url;
  try {
    return await migrateAndSeed(mode, env);
  } finally {
    process.env.DATABASE_URL = previous;
  }
}

beforeAll(async () => {
  await closeDb();
});

afterAll(async () => {
  await closeDb();
  await admin(async (client) => {
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
});

describe('the demo data is seeded only in development or when asked (issue 27)', () => {
  it('a production start on an empty database (npm run db:migrate, npm start, npm run worker, npm run stack) has no demo account, company or access code', { timeout: 180_000 }, async () => {
    const url = await freshDatabase('prod');
    const migrate = await launcher('migrate', url);
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).not.toContain('demo data seeded');
    expect(await contents(url)).toEqual(EMPTY);

    for (const mode of ['start', 'worker', 'stack'] as const) {
      expect(await prepare(mode, url, {}), mode).toEqual({ seeded: false });
      expect(await contents(url), mode).toEqual(EMPTY);
    }
    // SEED_DEMO set to anything but 1 is no request either.
    expect(await prepare('start', url, { SEED_DEMO: 'true' })).toEqual({ seeded: false });
    expect(await contents(url)).toEqual(EMPTY);
  });

  it('SEED_DEMO=1 seeds the demo clinics, the demo accounts and the demo access code into an empty database', { timeout: 180_000 }, async () => {
    const url = await freshDatabase('asked');
    const migrate = await launcher('migrate', url, { SEED_DEMO: '1' });
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toContain('demo data seeded');
    const seeded = await contents(url);
    expect(seeded.companies).toEqual(['DEMO', 'FAMILY']);
    expect(seeded.users).toEqual(expect.arrayContaining(DEMO_USER_EMAILS));
    expect(seeded.accessCodes).toContain(sha256Hex(DEMO_ACCESS_CODE));
    expect(seeded.businessAccounts).toBeGreaterThan(0);

    // Seeded into an empty database only: a start on it with SEED_DEMO=1 leaves it as it is.
    expect(await prepare('start', url, { SEED_DEMO: '1' })).toEqual({ seeded: false });
  });

  it('development seeds an empty database unless SEED_DEMO=0; npm run db:seed always seeds; nothing else does by default', () => {
    expect(demoSeedWanted('dev', {})).toBe(true);
    expect(demoSeedWanted('dev', { SEED_DEMO: '0' })).toBe(false);
    expect(demoSeedWanted('seed', { SEED_DEMO: '0' })).toBe(true);
    for (const mode of ['start', 'worker', 'migrate', 'stack'] as const) {
      expect(demoSeedWanted(mode, {}), mode).toBe(false);
      expect(demoSeedWanted(mode, { SEED_DEMO: '1' }), mode).toBe(true);
    }
  });
});
