/**
 * The shared Next cache on a real build: two production servers (`.next/door/serve.cjs start`, as
 * `npm start` runs them) on one PostgreSQL (the embedded one, a fresh `clinic_shared_cache`
 * database with the demo data) and one Redis (deploy/redis.conf, started here), then:
 *   - a page rendered and cached by B is served by A from Redis without rendering (HIT);
 *   - an edit through A's API shows on B on the very next request, for several edits in a row;
 *     another clinic's page stays cached (HIT) on B;
 *   - the entries sit under the build's key prefix in Redis, each with a TTL;
 *   - with Redis stopped, both instances still answer the pages (rendered, 200).
 * Needs `npm run build` first (the build itself needs no REDIS_URL: the handler is chosen when the
 * server starts). Run: `node --import tsx scripts/check-shared-cache.ts`; exits 1 if a check fails.
 * `checkSharedCacheAcrossInstances` is the part a topology test can run against its own instances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { closeDb, getDb } from '../lib/db/client';
import { embeddedUrl, ensureDatabase, freePort, startEmbeddedPostgres } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { users } from '../lib/db/schema';
import { seedDemoData } from '../lib/seed';
import { apiHeaders } from '../tests/helpers/api';
import { sessionCookieFor } from '../tests/helpers/business';
import { startRedis, type RedisServer } from '../tests/helpers/redis-server';

const log = (message: string) => console.log(`[shared-cache] ${message}`);

type Page = { status: number; cache: string | null; body: string };

async function getPage(base: string, path: string): Promise<Page> {
  const response = await fetch(new URL(path, base), { redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), body: await response.text() };
}

/** Polls `read` until `done` holds, at most `timeoutMs`; answers the last reading. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const failures: string[] = [];
function check(ok: boolean, what: string, detail = '') {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(what);
}

/**
 * The checks against two running instances (base URLs) of one build sharing one Redis, the demo
 * data seeded; `cookie` is a session of a member of DEMO's cabinet 0 with content.edit.
 */
export async function checkSharedCacheAcrossInstances(options: { a: string; b: string; cookie: string; edits?: number }): Promise<string[]> {
  const { a, b, cookie } = options;
  const demo = '/l/demo-clinic';
  const other = '/l/family-med';

  // B renders and stores the page; its next answer is a hit.
  const first = await getPage(b, demo);
  check(first.status === 200 && first.cache === 'MISS', 'B renders the demo home (nothing cached yet)', `status ${first.status}, ${first.cache}`);
  const warm = await waitFor(() => getPage(b, demo), (page) => page.cache === 'HIT');
  check(warm.cache === 'HIT', 'B serves the demo home from the cache', String(warm.cache));
  // A never rendered it: it comes from Redis, with its lifetime (not taken as stale).
  const shared = await getPage(a, demo);
  check(shared.status === 200 && shared.cache === 'HIT', 'A serves the page B cached, without rendering it', `status ${shared.status}, ${shared.cache}`);
  const otherWarm = await waitFor(() => getPage(b, other), (page) => page.cache === 'HIT');
  check(otherWarm.cache === 'HIT', "B serves another clinic's home from the cache", String(otherWarm.cache));

  const business = (path: string) => `/api/business-api-front2/ru/DEMO/0/business${path}`;
  const writes = (path: string) => `/api/w-business/ru/DEMO/0/business${path}`;
  const edits = options.edits ?? 5;
  let staleAnswers = 0;
  for (let edit = 1; edit <= edits; edit++) {
    const marker = `Shared cache check ${Date.now()}-${edit}`;
    const current = await fetch(new URL(business('/home'), a), { headers: apiHeaders({ cookies: [cookie] }) });
    const { data } = (await current.json()) as { data: { version: number } };
    const body = JSON.stringify({ version: data.version, headline: { ru: marker }, text: {}, highlights: [] });
    const saved = await fetch(new URL(writes('/home'), a), { method: 'PUT', body, headers: apiHeaders({ body, cookies: [cookie] }) });
    if (saved.status !== 200) {
      check(false, `edit ${edit} through A's API`, `status ${saved.status}: ${await saved.text()}`);
      break;
    }
    // The very next request, on the other instance.
    const next = await getPage(b, demo);
    if (!next.body.includes(marker)) staleAnswers++;
    const eventually = next.body.includes(marker) ? next : await waitFor(() => getPage(b, demo), (page) => page.body.includes(marker), 10_000);
    check(eventually.body.includes(marker), `edit ${edit}: B shows it`, next.body.includes(marker) ? `on the next request, ${next.cache}` : `only after ${eventually.cache}; the next request had the page from before`);
  }
  check(staleAnswers === 0, 'every first answer on B after an edit on A shows the edit', `${staleAnswers} of ${edits} stale`);
  const otherAfter = await getPage(b, other);
  check(otherAfter.cache === 'HIT', "another clinic's home stays cached on B after the edits", String(otherAfter.cache));
  return failures;
}

function startWeb(port: number, env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', '.next/door/serve.cjs', 'start'], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', JOBS_IN_PROCESS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  if (!existsSync('.next/door/serve.cjs')) throw new Error('no build: run `npm run build` first');
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  const pg = await startEmbeddedPostgres(process.cwd(), log);
  let redis: RedisServer | undefined;
  const webs: ChildProcess[] = [];
  try {
    await ensureDatabase(pg.port, 'clinic_shared_cache', true);
    process.env.DATABASE_URL = embeddedUrl(pg.port, 'clinic_shared_cache');
    await runMigrations();
    await seedDemoData();
    const [manager] = await getDb().select().from(users).where(eq(users.email, 'manager@demo-clinic.kz'));
    const cookie = await sessionCookieFor(manager.id);
    await closeDb();

    redis = await startRedis();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: redis.url };
    webs.push(startWeb(portA, env), startWeb(portB, env));
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    for (const base of [a, b]) {
      const up = await waitFor(() => getPage(base, '/').catch(() => null), (page) => page !== null && page.status < 500, 120_000);
      if (!up) throw new Error(`${base} did not start`);
    }
    log(`build ${buildId}: A ${a}, B ${b}, Redis ${redis.url}`);

    await checkSharedCacheAcrossInstances({ a, b, cookie });

    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = await client.keys(`next:${buildId}:*`);
    const entries = keys.filter((key) => !key.includes('__'));
    const ttls = await Promise.all(entries.map((key) => client.ttl(key)));
    check(entries.length > 0 && ttls.every((ttl) => ttl > 0), "the entries are under the build's prefix, each with a TTL", `${entries.length} entries, TTL ${Math.min(...ttls)}-${Math.max(...ttls)} s`);
    const memory = (await client.info('memory')).match(/used_memory_human:(\S+)/)?.[1];
    const sizes = (await Promise.all(entries.map((key) => client.strLen(key)))).sort((x, y) => x - y);
    log(`Redis memory: ${memory}; entry sizes ${Math.round(sizes[0] / 1024)}-${Math.round(sizes[sizes.length - 1] / 1024)} KB, median ${Math.round(sizes[sizes.length >> 1] / 1024)} KB`);
    await client.quit();

    await redis.stop();
    redis = undefined;
    for (const [name, base] of [['A', a], ['B', b]] as const) {
      const page = await getPage(base, '/l/demo-clinic');
      const otherPage = await getPage(base, '/l/family-med');
      check(page.status === 200 && otherPage.status === 200, `${name} answers the pages with Redis stopped`, `${page.status} ${page.cache}, ${otherPage.status} ${otherPage.cache}`);
    }
  } finally {
    for (const web of webs) await stopProcess(web);
    await redis?.stop();
    await closeDb();
    await pg.stop();
  }
  if (failures.length) {
    log(`${failures.length} check(s) failed: ${failures.join('; ')}`);
    process.exit(1);
  }
  log('all checks passed');
}

if (process.argv[1]?.endsWith('check-shared-cache.ts')) {
  main().catch((error) => {
    console.error('[shared-cache] failed:', error);
    process.exit(1);
  });
}
