import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireSharedNextCache, sharedNextCache } from '@/lib/cache/shared-next-cache';
import { startRedis, type RedisServer } from '../helpers/redis-server';
import { waitFor } from '../helpers/wait';

/**
 * The shared Next cache (cache-handler.mjs) with a real redis-server and two "instances": two
 * processes, each loading the handler module as Next does, with its own Redis client. The test
 * makes the calls Next 16 makes (the shapes of incremental-cache's get/set for a page and an
 * `unstable_cache` read, and `revalidateTag(tags, { expire: 0 })`) on one and reads on the other.
 */

type Reply = { id: number; ok: boolean; result: unknown; error?: string; ms: number };
type Instance = { child: ChildProcess; call<T = unknown>(op: 'get' | 'set' | 'revalidateTag', ...args: unknown[]): Promise<T>; stop(): Promise<void> };

const BUILD_TTL_SECONDS = 3600;
const dirs: string[] = [];
const instances: Instance[] = [];
let redis: RedisServer;

/** A build directory as the handler sees it: `.next/server` with `.next/BUILD_ID` beside it. */
function buildDir(buildId: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'next-cache-build-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  return path.join(dist, 'server');
}

async function startInstance(serverDistDir: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = fork(path.resolve(__dirname, '../helpers/next-cache-instance.mjs'), [serverDistDir], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, REDIS_URL: redis?.url ?? '', NEXT_CACHE_TTL_SECONDS: String(BUILD_TTL_SECONDS), LOG_LEVEL: 'silent', ...env },
  });
  const pending = new Map<number, (reply: Reply) => void>();
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    child.on('message', (message: Reply & { ready?: boolean }) => {
      if (message.ready) resolve();
      else pending.get(message.id)?.(message);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    child,
    call(op, ...args) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, (reply) => {
          pending.delete(id);
          if (reply.ok) resolve(reply.result as never);
          else reject(new Error(reply.error));
        });
        child.send({ id, op, args });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  instances.push(instance);
  return instance;
}

/** A cached App Router page as Next 16 stores it (APP_PAGE), its tags in x-next-cache-tags. */
function page(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from(`tree of ${html}`)]]),
  };
}
const PAGE_SET = { cacheControl: { revalidate: 86400, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };
const PAGE_GET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** The implicit tags Next gives a page at /ru/l/{slug} (its layouts and its path). */
function implicitTags(slug: string) {
  return ['_N_T_/layout', '_N_T_/[locale]/layout', '_N_T_/[locale]/l/[site]/layout', `_N_T_/[locale]/l/[site]/page`, `_N_T_/ru/l/${slug}`];
}

/** An `unstable_cache` read as Next 16 stores it (FETCH), with its tags; read from a page with that page's soft tags. */
function read(data: unknown) {
  return { kind: 'FETCH', data: { headers: {}, body: JSON.stringify(data), status: 200, url: '' }, revalidate: 86400 };
}
const readSet = (tags: string[]) => ({ fetchCache: true, revalidate: 86400, tags, fetchIdx: 0, fetchUrl: 'unstable_cache' });
const readGet = (tags: string[], softTags: string[]) => ({ kind: 'FETCH', revalidate: 86400, tags, softTags, fetchIdx: 0, fetchUrl: 'unstable_cache' });

type Entry = { lastModified: number; tags: string[]; value: Record<string, unknown> } | null;
const pageKey = (slug: string) => `/app-route/page/${slug}/$/ru/l/${slug}`;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  delete process.env.REDIS_URL;
  for (const instance of instances) await instance.stop();
  await redis?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the shared Next cache across two instances', () => {
  let a: Instance;
  let b: Instance;
  let serverDir = '';

  beforeAll(async () => {
    serverDir = buildDir('build-one');
    [a, b] = await Promise.all([startInstance(serverDir), startInstance(serverDir)]);
  });

  it('serves on B a page and a read that A cached, Buffers and segment data intact', async () => {
    await a.call('set', pageKey('alpha'), page('<h1>Alpha</h1>', ['company:alpha', ...implicitTags('alpha')]), PAGE_SET);
    await a.call('set', 'read-alpha-name', read({ name: 'Alpha' }), readSet(['company:alpha']));

    const cached = await b.call<Entry>('get', pageKey('alpha'), PAGE_GET);
    expect(cached?.value.kind).toBe('APP_PAGE');
    expect(cached?.value.html).toBe('<h1>Alpha</h1>');
    expect(Buffer.isBuffer(cached?.value.rscData)).toBe(true);
    expect(String(cached?.value.rscData)).toBe('rsc of <h1>Alpha</h1>');
    expect(String((cached?.value.segmentData as Map<string, Buffer>).get('/_tree'))).toBe('tree of <h1>Alpha</h1>');
    expect(cached?.tags).toContain('company:alpha');
    // The page's lifetime comes with it: B, which never rendered it, does not take it as stale.
    expect((cached as unknown as { cacheControl: unknown }).cacheControl).toEqual(PAGE_SET.cacheControl);
    expect(cached?.value).not.toHaveProperty('sharedCacheControl');

    const data = await b.call<Entry>('get', 'read-alpha-name', readGet(['company:alpha'], implicitTags('alpha')));
    expect(JSON.parse((data?.value.data as { body: string }).body)).toEqual({ name: 'Alpha' });
  });

  it("expires on B, after revalidateTag on A, every entry carrying the tag, and only those", async () => {
    await a.call('set', pageKey('beta'), page('<h1>Beta</h1>', ['company:beta', ...implicitTags('beta')]), PAGE_SET);
    await a.call('set', pageKey('gamma'), page('<h1>Gamma</h1>', ['company:gamma', ...implicitTags('gamma')]), PAGE_SET);
    await b.call('set', 'read-beta-news', read(['news']), readSet(['company:beta', 'company:beta:news']));
    await b.call('set', 'read-gamma-news', read(['news']), readSet(['company:gamma', 'company:gamma:news']));
    expect(await b.call<Entry>('get', pageKey('beta'), PAGE_GET)).not.toBeNull();

    // As revalidateTag('company:beta', { expire: 0 }) reaches the handler at the end of A's request.
    await a.call('revalidateTag', ['company:beta'], { expire: 0 });

    expect(await b.call<Entry>('get', pageKey('beta'), PAGE_GET)).toBeNull();
    expect(await b.call<Entry>('get', 'read-beta-news', readGet(['company:beta', 'company:beta:news'], implicitTags('beta')))).toBeNull();
    expect((await b.call<Entry>('get', pageKey('gamma'), PAGE_GET))?.value.html).toBe('<h1>Gamma</h1>');
    expect(await b.call<Entry>('get', 'read-gamma-news', readGet(['company:gamma', 'company:gamma:news'], implicitTags('gamma')))).not.toBeNull();
    // A finer tag expires only its own reads.
    await a.call('revalidateTag', ['company:gamma:news'], { expire: 0 });
    expect(await b.call<Entry>('get', 'read-gamma-news', readGet(['company:gamma', 'company:gamma:news'], implicitTags('gamma')))).toBeNull();
    expect((await b.call<Entry>('get', pageKey('gamma'), PAGE_GET))?.value.html).toBe('<h1>Gamma</h1>');
  });

  it('expires on B, after a path (implicit tag) is revalidated on A, the page and the reads made under it', async () => {
    await a.call('set', pageKey('delta'), page('<h1>Delta</h1>', ['company:delta', ...implicitTags('delta')]), PAGE_SET);
    await a.call('set', pageKey('epsilon'), page('<h1>Epsilon</h1>', ['company:epsilon', ...implicitTags('epsilon')]), PAGE_SET);
    // A read tagged with its company only: it is tied to the page through the page's soft tags.
    await a.call('set', 'read-delta-menu', read(['menu']), readSet(['company:delta']));
    await a.call('set', 'read-epsilon-menu', read(['menu']), readSet(['company:epsilon']));

    // revalidatePath('/ru/l/delta') is revalidateTag('_N_T_/ru/l/delta').
    await a.call('revalidateTag', ['_N_T_/ru/l/delta'], { expire: 0 });

    expect(await b.call<Entry>('get', pageKey('delta'), PAGE_GET)).toBeNull();
    expect(await b.call<Entry>('get', 'read-delta-menu', readGet(['company:delta'], implicitTags('delta')))).toBeNull();
    expect((await b.call<Entry>('get', pageKey('epsilon'), PAGE_GET))?.value.html).toBe('<h1>Epsilon</h1>');
    expect(await b.call<Entry>('get', 'read-epsilon-menu', readGet(['company:epsilon'], implicitTags('epsilon')))).not.toBeNull();
  });

  it('serves the page rendered again after the revalidation (the revalidation time does not hide newer entries)', async () => {
    await a.call('set', pageKey('zeta'), page('<h1>Zeta</h1>', ['company:zeta', ...implicitTags('zeta')]), PAGE_SET);
    await a.call('revalidateTag', ['company:zeta', '_N_T_/ru/l/zeta'], { expire: 0 });
    expect(await b.call<Entry>('get', pageKey('zeta'), PAGE_GET)).toBeNull();
    // B renders the page again and stores it; A serves the new one.
    await b.call('set', pageKey('zeta'), page('<h1>Zeta 2</h1>', ['company:zeta', ...implicitTags('zeta')]), PAGE_SET);
    expect((await a.call<Entry>('get', pageKey('zeta'), PAGE_GET))?.value.html).toBe('<h1>Zeta 2</h1>');
  });

  it("gives every entry a TTL within NEXT_CACHE_TTL_SECONDS under its build's prefix", async () => {
    await a.call('set', pageKey('eta'), page('<h1>Eta</h1>', ['company:eta']), PAGE_SET);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const ttl = await client.ttl(`next:build-one:${pageKey('eta')}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(BUILD_TTL_SECONDS);
      const policy = await client.configGet('maxmemory-policy');
      expect(policy['maxmemory-policy']).toBe('volatile-lru');
      expect(Number((await client.configGet('maxmemory')).maxmemory)).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
  });

  it('expires the tags, awaited, from a writer in this process (expireSharedNextCache) once Next has created the handler here', async () => {
    await expireSharedNextCache(['company:omicron']); // no handler in this process yet: nothing to do, no error
    expect(sharedNextCache()).toBeUndefined();
    await a.call('set', pageKey('omicron'), page('<h1>Omicron</h1>', ['company:omicron']), PAGE_SET);
    await a.call('set', pageKey('pi'), page('<h1>Pi</h1>', ['company:pi']), PAGE_SET);

    process.env.REDIS_URL = redis.url;
    const { default: Handler } = await import('@/cache-handler.mjs');
    // What Next does for each request of a server with the handler configured.
    new Handler({ serverDistDir: serverDir, dev: false, revalidatedTags: [], _requestHeaders: {} });
    expect(sharedNextCache()).toBeDefined();
    await expireSharedNextCache(['company:omicron']);

    expect(await b.call<Entry>('get', pageKey('omicron'), PAGE_GET)).toBeNull();
    expect((await b.call<Entry>('get', pageKey('pi'), PAGE_GET))?.value.html).toBe('<h1>Pi</h1>');
  });

  it("keeps builds apart: another build's instance does not read this build's entries", async () => {
    const other = await startInstance(buildDir('build-two'));
    await a.call('set', pageKey('theta'), page('<h1>Theta</h1>', ['company:theta']), PAGE_SET);
    expect(await other.call<Entry>('get', pageKey('theta'), PAGE_GET)).toBeNull();
    await other.call('set', pageKey('theta'), page('<h1>Theta of build two</h1>', ['company:theta']), PAGE_SET);
    expect((await a.call<Entry>('get', pageKey('theta'), PAGE_GET))?.value.html).toBe('<h1>Theta</h1>');
    await other.stop();
  });
});

describe('the maps beside the entries', () => {
  it('records a tag time per revalidated tag (no scan of the entries), and prunes expired fields and old tag times', async () => {
    const { withTagTimes, revalidatedTagsKey } = await import('@/cache-handler.mjs');
    const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keyPrefix = 'next:prune-test:';
      const now = Math.floor(Date.now() / 1000);
      const inner = createRedisHandler({ client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'], keyPrefix });
      const handler = withTagTimes(inner, { client, plainClient: client, keyPrefix, maxTtlSeconds: 3600, pruneEveryMs: 3_600_000 });
      const entry = (expireAt: number) => ({ lastModified: Date.now(), lifespan: { expireAt }, tags: ['company:p'], value: read({ p: 1 }) });
      await handler.set('live', entry(now + 600), {});
      await handler.set('expired', entry(now - 1), {});
      await handler.revalidateTag('company:p');
      await client.hSet(revalidatedTagsKey(keyPrefix), 'company:ancient', String(Date.now() - 2 * 3600 * 1000));
      // The entries stay in Redis (a read drops them); the tag has its time.
      expect(await client.exists(`${keyPrefix}live`)).toBe(1);
      expect(Number(await client.hGet(revalidatedTagsKey(keyPrefix), 'company:p'))).toBeGreaterThan(0);

      await handler.prune();
      expect(await client.hKeys(`${keyPrefix}__sharedTags__`)).toEqual(['live']);
      expect(await client.hKeys(`${keyPrefix}__sharedTagsTtl__`)).toEqual(['live']);
      expect(await client.hKeys(revalidatedTagsKey(keyPrefix))).toEqual(['company:p']);
    } finally {
      await client.quit();
    }
  });
});

describe('the shared Next cache while Redis is down', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const serverDir = buildDir('build-outage');
    [a, b] = await Promise.all([startInstance(serverDir), startInstance(serverDir)]);
  });

  /** A value written on A and read on B: the cache works again. */
  const roundTrip = async (slug: string) => {
    await a.call('set', pageKey(slug), page(`<h1>${slug}</h1>`, [`company:${slug}`]), PAGE_SET);
    return ((await b.call<Entry>('get', pageKey(slug), PAGE_GET))?.value.html as string | undefined) ?? null;
  };

  it('answers a miss instead of hanging while Redis does not answer, and serves the right entries once it does', async () => {
    expect(await roundTrip('iota')).toBe('<h1>iota</h1>');
    redis.pause();
    try {
      // Each call returns (a hang would fail the test at its timeout): reads are misses, writes are dropped.
      expect(await b.call<Entry>('get', pageKey('iota'), PAGE_GET)).toBeNull();
      await expect(a.call('set', pageKey('kappa'), page('<h1>kappa</h1>', ['company:kappa']), PAGE_SET)).resolves.toBeNull();
      await expect(a.call('revalidateTag', ['company:iota'], { expire: 0 })).resolves.toBeNull();
      expect(await b.call<Entry>('get', pageKey('iota'), PAGE_GET)).toBeNull();
    } finally {
      redis.resume();
    }
    // Replies that arrive late must not be taken for later commands' answers.
    const lambda = await waitFor(() => roundTrip('lambda'), (html) => html === '<h1>lambda</h1>');
    expect(lambda).toBe('<h1>lambda</h1>');
    expect((await b.call<Entry>('get', pageKey('lambda'), PAGE_GET))?.value.html).toBe('<h1>lambda</h1>');
    const iota = await b.call<Entry>('get', pageKey('iota'), PAGE_GET);
    expect(iota === null || iota.value.html === '<h1>iota</h1>').toBe(true);
  });

  it('starts without Redis (misses, dropped writes), and uses it once it comes up', async () => {
    const { freePort } = await import('@/lib/db/embedded');
    const port = await freePort();
    const serverDir = buildDir('build-late');
    const late = await startInstance(serverDir, { REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(await late.call<Entry>('get', pageKey('xi'), PAGE_GET)).toBeNull();
    await expect(late.call('set', pageKey('xi'), page('<h1>xi</h1>', ['company:xi']), PAGE_SET)).resolves.toBeNull();
    await expect(late.call('revalidateTag', ['company:xi'], { expire: 0 })).resolves.toBeNull();
    const lateRedis = await startRedis({ port });
    try {
      const html = await waitFor(
        async () => {
          await late.call('set', pageKey('xi'), page('<h1>xi</h1>', ['company:xi']), PAGE_SET);
          return ((await late.call<Entry>('get', pageKey('xi'), PAGE_GET))?.value.html as string | undefined) ?? null;
        },
        (value) => value === '<h1>xi</h1>',
      );
      expect(html).toBe('<h1>xi</h1>');
    } finally {
      await late.stop();
      await lateRedis.stop();
    }
  });

  it('answers misses at once while Redis is stopped, and uses Redis again once it is back', async () => {
    const port = redis.port;
    await redis.stop();
    expect(await b.call<Entry>('get', pageKey('lambda'), PAGE_GET)).toBeNull();
    await expect(a.call('set', pageKey('mu'), page('<h1>mu</h1>', ['company:mu']), PAGE_SET)).resolves.toBeNull();
    await expect(a.call('revalidateTag', ['company:mu'], { expire: 0 })).resolves.toBeNull();
    redis = await startRedis({ port });
    expect(await waitFor(() => roundTrip('nu'), (html) => html === '<h1>nu</h1>')).toBe('<h1>nu</h1>');
  });
});
