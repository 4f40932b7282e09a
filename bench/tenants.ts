/**
 * `npm run bench:tenants` (issue 21): the platform filled with copies of the demo clinic
 * (lib/seed/clinic-copies.ts) at 100, 1,000 and 10,000 (BENCH_TENANT_STEPS="100,1000,10000"),
 * each step on a fresh topology (scripts/stack/topology.ts: two instances with the shared Redis
 * cache, the worker, Varnish), in a database of its own (clinic_tenants in the embedded
 * PostgreSQL, or BENCH_TENANTS_DATABASE_URL). Per step:
 * - the platform home `/` on an instance: its time (median of 20) and size, and requests per
 *   second with 10 connections;
 * - one clinic's home with 50 connections, and random clinics' homes (every home visited once
 *   before), through the edge and on an instance directly (the shared cache behind it);
 * - after one clinic's rename: how many of a sample of other clinics' homes the edge and the
 *   instances had to build again (target: none), and that the renamed clinic's home shows it;
 * - memory per instance (resident, from its /metrics), the shared cache's and the database's size.
 * Budgets: random clinics at the last step at least 0.8x one clinic's figure (both ways), the
 * platform home's time and size within 1.5x from the first step to the last.
 * A bench, never a test.
 */
import { closeDb } from '../lib/db/client';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { seedDemoData, seedDemoPictures } from '../lib/seed';
import { seedClinicCopies } from '../lib/seed/clinic-copies';
import { startTopology, type Topology } from '../scripts/stack/topology';
import { renameDemoClinic } from './home-edits';
import { fetchText, sequentialTimes, throughput, throughputOfPaths, type Throughput } from './measure';
import { createClient } from 'redis';
import pLimit from 'p-limit';
import pg from 'pg';

const STEPS = (process.env.BENCH_TENANT_STEPS ?? '100,1000,10000').split(',').map(Number).filter((n) => n > 0);
const BUDGET = { randomOverSingle: 0.8, platformHomeGrowth: 1.5 } as const;
const SAMPLE = 200;

type StepResult = {
  clinics: number;
  homeMs: number;
  homeBytes: number;
  homeRps: number;
  single: { edge: Throughput; direct: Throughput };
  random: { edge: Throughput; direct: Throughput };
  warmSeconds: number;
  rebuilt: { edge: number; direct: number; sample: number; renamedShows: boolean };
  rssMb: number[];
  redisMb: number;
  databaseMb: number;
};

/** The value of a metric in Prometheus' text format, summed over its series with these labels. */
export function metricSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== ' ' && line[name.length] !== '{')) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

const metricsOf = async (webUrl: string) => (await fetchText(`${webUrl}/metrics`)).body;

/** Every path's page once, 8 at a time, through `origin`: the caches hold them all afterwards. */
async function visitAll(origin: string, paths: readonly string[]): Promise<number> {
  const limit = pLimit(8);
  const start = performance.now();
  await Promise.all(
    paths.map((path) =>
      limit(async () => {
        const page = await fetchText(`${origin}${path}`);
        if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      }),
    ),
  );
  return (performance.now() - start) / 1000;
}

/** How many of the paths the edge answered from its cache (X-Cache: HIT). */
async function edgeMisses(origin: string, paths: readonly string[]): Promise<number> {
  let misses = 0;
  for (const path of paths) {
    const res = await fetch(`${origin}${path}`);
    await res.arrayBuffer();
    if (!res.headers.get('x-cache')?.toUpperCase().startsWith('HIT')) misses += 1;
  }
  return misses;
}

/** Pages an instance rendered (its page cache missed) while reading the paths directly, from its /metrics. */
async function directRenders(webUrl: string, paths: readonly string[]): Promise<number> {
  // Every answer that was not a plain hit of Next's page cache was rendered (miss) or set a render going (stale).
  const renders = async () => {
    const text = await metricsOf(webUrl);
    return metricSum(text, 'http_cache_responses_total') - metricSum(text, 'http_cache_responses_total', { cache: 'hit' });
  };
  const before = await renders();
  for (const path of paths) await fetchText(`${webUrl}${path}`);
  return (await renders()) - before;
}

async function databaseUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_TENANTS_DATABASE_URL) return { url: process.env.BENCH_TENANTS_DATABASE_URL, stop: async () => {} };
  const server = await startEmbeddedPostgres(process.cwd(), (m) => console.log(`[bench:tenants] ${m}`));
  await ensureDatabase(server.port, 'clinic_tenants', true);
  return { url: embeddedUrl(server.port, 'clinic_tenants'), stop: async () => (server.reused ? undefined : server.stop()) };
}

async function measureStep(topology: Topology, clinics: number, dbUrl: string): Promise<StepResult> {
  const [a, b] = topology.webUrls;
  // The platform home, its server's own time (directly on an instance, warmed first).
  await sequentialTimes(`${a}/`, 5);
  const home = await sequentialTimes(`${a}/`, 20);
  const homeLoad = await throughput(`${a}/`, {}, 5);
  const homeRps = homeLoad.rps;

  const single = '/l/demo-clinic';
  // Through the edge as browsers ask (gzip: the edge keeps pages compressed); on an instance as the edge asks.
  const gzip = { 'accept-encoding': 'gzip' };
  await throughput(`${topology.edgeUrl}${single}`, gzip, 3);
  const singleEdge = await throughput(`${topology.edgeUrl}${single}`, gzip);
  // Both on B, the instance the random homes are read from below.
  await throughput(`${b}${single}`, {}, 3);
  const singleDirect = await throughput(`${b}${single}`);

  const paths = Array.from({ length: clinics }, (_, i) => `/l/copy-${i + 1}`);
  const warmSeconds = await visitAll(topology.edgeUrl, paths);
  const randomEdge = await throughputOfPaths(topology.edgeUrl, paths, undefined, gzip);
  // Directly on B: every home is in the shared cache (A rendered half of them through the edge).
  await throughputOfPaths(b, paths, 3);
  const randomDirect = await throughputOfPaths(b, paths);

  // One clinic renames itself; a sample of the others must still be cached everywhere.
  const sample = Array.from({ length: Math.min(SAMPLE, clinics) }, (_, i) => paths[Math.floor((i * clinics) / Math.min(SAMPLE, clinics))]);
  await visitAll(b, sample);
  const renamed = `Клиника Демо Мед ${clinics}`;
  await renameDemoClinic(a, renamed);
  const rebuiltEdge = await edgeMisses(topology.edgeUrl, sample);
  const rebuiltDirect = await directRenders(b, sample);
  const renamedShows = (await fetchText(`${topology.edgeUrl}${single}`)).body.includes(renamed);
  await renameDemoClinic(a, 'Клиника Демо Мед');

  const rssMb = await Promise.all(topology.webUrls.map(async (url) => metricSum(await metricsOf(url), 'process_resident_memory_bytes') / 2 ** 20));
  const redis = createClient({ url: topology.redisUrl });
  await redis.connect();
  const info = await redis.info('memory');
  await redis.quit();
  const redisMb = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0) / 2 ** 20;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query<{ size: string }>('SELECT pg_database_size(current_database()) AS size');
  await client.end();
  return {
    clinics,
    homeMs: home.medianMs,
    homeBytes: home.bytes,
    homeRps,
    single: { edge: singleEdge, direct: singleDirect },
    random: { edge: randomEdge, direct: randomDirect },
    warmSeconds,
    rebuilt: { edge: rebuiltEdge, direct: rebuiltDirect, sample: sample.length, renamedShows },
    rssMb,
    redisMb,
    databaseMb: Number(rows[0].size) / 2 ** 20,
  };
}

const n = (value: number, digits = 0) => value.toFixed(digits);

function report(results: readonly StepResult[]): boolean {
  console.log('\nclinic copies                       ' + results.map((r) => String(r.clinics).padStart(14)).join(''));
  const row = (label: string, cell: (r: StepResult) => string) => console.log(label.padEnd(36) + results.map((r) => cell(r).padStart(14)).join(''));
  row('platform home: ms, KB', (r) => `${n(r.homeMs, 1)}, ${n(r.homeBytes / 1024, 1)}`);
  row('platform home, 10 conn.: rps', (r) => n(r.homeRps));
  row('one home via edge: rps', (r) => n(r.single.edge.rps));
  row('random homes via edge: rps', (r) => n(r.random.edge.rps));
  row('  ratio to one home', (r) => n(r.random.edge.rps / r.single.edge.rps, 3));
  row('one home on an instance: rps', (r) => n(r.single.direct.rps));
  row('random homes on an instance: rps', (r) => n(r.random.direct.rps));
  row('  ratio to one home', (r) => n(r.random.direct.rps / r.single.direct.rps, 3));
  row('visiting every home once: s', (r) => n(r.warmSeconds, 1));
  row('after a rename, rebuilt (edge)', (r) => `${r.rebuilt.edge}/${r.rebuilt.sample}`);
  row('after a rename, rebuilt (Next)', (r) => `${r.rebuilt.direct}/${r.rebuilt.sample}`);
  row('renamed clinic shows it', (r) => (r.rebuilt.renamedShows ? 'yes' : 'NO'));
  row('memory per instance: MB', (r) => r.rssMb.map((mb) => n(mb)).join(' / '));
  row('shared cache (Redis): MB', (r) => n(r.redisMb, 1));
  row('  per clinic: KB', (r) => n((r.redisMb * 1024) / r.clinics, 1));
  row('database: MB', (r) => n(r.databaseMb));

  const failures: string[] = [];
  const first = results[0];
  const last = results[results.length - 1];
  for (const [way, ratio] of [
    ['edge', last.random.edge.rps / last.single.edge.rps],
    ['instance', last.random.direct.rps / last.single.direct.rps],
  ] as const) {
    if (ratio < BUDGET.randomOverSingle) failures.push(`random homes at ${last.clinics} through the ${way}: ${n(ratio, 3)}x one home < ${BUDGET.randomOverSingle}x`);
  }
  if (last.homeMs > BUDGET.platformHomeGrowth * first.homeMs) failures.push(`platform home time ${n(last.homeMs, 1)} ms > ${BUDGET.platformHomeGrowth}x ${n(first.homeMs, 1)} ms`);
  if (last.homeBytes > BUDGET.platformHomeGrowth * first.homeBytes) failures.push(`platform home size ${last.homeBytes} B > ${BUDGET.platformHomeGrowth}x ${first.homeBytes} B`);
  for (const r of results) {
    if (r.rebuilt.edge > 0 || r.rebuilt.direct > 0) failures.push(`at ${r.clinics}, one rename rebuilt ${r.rebuilt.edge} (edge) and ${r.rebuilt.direct} (Next) other clinics' homes of ${r.rebuilt.sample}`);
    if (!r.rebuilt.renamedShows) failures.push(`at ${r.clinics}, the renamed clinic's home did not show its new name`);
    for (const load of [r.single.edge, r.single.direct, r.random.edge, r.random.direct]) if (load.non2xx > 0) failures.push(`at ${r.clinics}: ${load.non2xx} answers not 2xx`);
  }
  console.log(failures.length === 0 ? '\nall budgets met' : `\nOVER BUDGET:\n- ${failures.join('\n- ')}`);
  return failures.length === 0;
}

async function main() {
  const database = await databaseUrl();
  process.env.DATABASE_URL = database.url;
  const results: StepResult[] = [];
  try {
    await runMigrations();
    await seedDemoData();
    await seedDemoPictures();
    for (const clinics of STEPS) {
      const started = performance.now();
      await seedClinicCopies(clinics);
      await closeDb();
      console.log(`[bench:tenants] ${clinics} copies seeded (${n((performance.now() - started) / 1000, 1)} s); starting the topology`);
      const topology = await startTopology({ databaseUrl: database.url, prepareDatabase: false, log: () => {} });
      try {
        results.push(await measureStep(topology, clinics, database.url));
        console.log(`[bench:tenants] ${clinics} measured`);
      } finally {
        await topology.stop();
      }
    }
  } finally {
    await closeDb();
    await database.stop();
  }
  process.exit(report(results) ? 0 : 1);
}

if (process.argv[1]?.endsWith('tenants.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
