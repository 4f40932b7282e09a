/**
 * Next's shared cache (pages and `unstable_cache` reads) in Redis, for a deployment of several
 * instances: Forte's cache handler (@fortedigital/nextjs-cache-handler) with its `redis-strings`
 * store, so a `revalidateTag` on one instance expires the entry for all of them.
 *
 * next.config.ts names this file as `cacheHandler` only when REDIS_URL is set and Next runs as a
 * server (not during `next build`): Next loads it with a plain `import()` at run time, so it is
 * plain JavaScript, outside the build, and one build serves with or without Redis.
 *
 * - Keys carry the build's id (`{REDIS_CACHE_PREFIX}:{BUILD_ID}:`): two builds sharing a Redis
 *   never read each other's pages (a page names its build's script chunks).
 * - Every entry gets a TTL: 1.5x its revalidate time, at most NEXT_CACHE_TTL_SECONDS; Redis
 *   itself evicts the least recently used keys past its maxmemory (deploy/redis.conf).
 * - Redis down or slow: the handler's read fails (at once while disconnected, after
 *   REDIS_CACHE_TIMEOUT_MS when Redis stops answering), Next treats it as a miss and renders
 *   the page; a failed write is dropped. No request waits on Redis longer than that, none fails.
 *   There is no local fallback copy: another instance's invalidations could not reach it, so
 *   it would serve pages edited since (docs/decisions.md, "Shared Next cache").
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { createClient } from 'redis';

/**
 * Reads this module's settings from the environment (one place).
 * @param {Record<string, string | undefined>} env
 */
export function sharedCacheSettings(env = process.env) {
  const number = (name, fallback, min) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
    return value;
  };
  const url = env.REDIS_URL?.trim();
  if (!url) throw new Error('cache-handler.mjs needs REDIS_URL');
  return {
    url,
    prefix: env.REDIS_CACHE_PREFIX?.trim() || 'next',
    // A page's revalidate is a day; a read without one would otherwise live a year and a half.
    maxTtlSeconds: number('NEXT_CACHE_TTL_SECONDS', 2 * 24 * 3600, 60),
    timeoutMs: number('REDIS_CACHE_TIMEOUT_MS', 500, 50),
    connectTimeoutMs: number('REDIS_CONNECT_TIMEOUT_MS', 2000, 100),
  };
}

/** The key prefix of one build: entries of another build are never read. */
export function buildKeyPrefix(prefix, buildId) {
  const id = (buildId ?? '').trim() || 'unknown-build';
  return `${prefix}:${id}:`;
}

/** An entry's TTL in seconds from its stale age (Next's revalidate): the handler's `estimateExpireAge`. */
export function expireAge(staleAgeSeconds, maxTtlSeconds) {
  return Math.max(1, Math.min(Math.floor(staleAgeSeconds * 1.5), maxTtlSeconds));
}

const log = pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') }).child({ area: 'next-cache' });

/**
 * The Redis client: commands fail at once while it is disconnected (no offline queue, so a
 * request never waits for a reconnection; at most 1,000 commands waiting), and it reconnects by
 * itself, backing off to 2 s. Logs a line when Redis goes away and comes back, not one per attempt.
 */
export function createCacheClient(settings) {
  const client = createClient({
    url: settings.url,
    disableOfflineQueue: true,
    pingInterval: 5000,
    commandsQueueMaxLength: 1000,
    socket: {
      connectTimeout: settings.connectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis of the shared Next cache unavailable: pages render without it until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis of the shared Next cache is back');
    down = false;
  });
  return client;
}

/**
 * The client as the handler uses it, with every command bounded by `timeoutMs`. node-redis
 * bounds a command only until it is written (its timeout and abort signal, which the handler's
 * `timeoutMs` uses), not the wait for the answer, so a Redis that stops answering (a paused
 * process, a network that drops packets) would hold every request; and some of the handler's
 * commands (the scans of revalidateTag) carry no signal at all. Here a command that has no answer
 * in time fails (the late answer is still matched to it by the client, and dropped), and for
 * `coolDownMs` after that the following commands fail at once rather than each waiting again.
 */
export function withCommandTimeouts(client, { timeoutMs, coolDownMs = 1000 }) {
  let skipUntil = 0;
  const bounded = (command) =>
    function (...args) {
      if (Date.now() < skipUntil) return Promise.reject(new Error('Redis did not answer a moment ago: skipped'));
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
          skipUntil = Date.now() + coolDownMs;
          reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      return Promise.race([command.apply(client, args), timeout]).finally(() => clearTimeout(timer));
    };
  const guarded = new Proxy(client, {
    get(target, property) {
      // The handler's per-command signals are replaced by the bound above.
      if (property === 'withAbortSignal') return () => guarded;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? bounded(value) : value;
    },
  });
  return guarded;
}

/**
 * How an entry is stored: Forte's JSON, gzipped, as base64 text (the client reads strings). A clinic's
 * home is ~290 KB of JSON (its HTML, its RSC payload and prefetch segments, the buffers in base64)
 * and ~70 KB stored: 10,000 clinics' homes fit in a Redis of 1 GB, where plain JSON evicted two
 * thirds of them (bench:tenants). Compressing costs a few ms once per render; reading adds the
 * inflate (a fraction of the JSON.parse it precedes). An entry written as plain JSON still reads.
 */
export const gzipJsonSerializer = {
  serialize(value) {
    return gzipSync(JSON.stringify(value), { level: 6 }).toString('base64');
  },
  deserialize(stored) {
    const text = typeof stored === 'string' ? stored : String(stored);
    if (text.startsWith('{') || text === 'null') return JSON.parse(text);
    return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8'));
  },
};

/** Where Forte's redis-strings handler keeps the time each tag was last revalidated (its REVALIDATED_TAGS_KEY). */
export const revalidatedTagsKey = (keyPrefix) => `${keyPrefix}__revalidated_tags__`;

/**
 * Forte's handler, with `revalidateTag` in O(1). Its own revalidateTag reads the whole tag map
 * (one field per cached entry) to find the keys to delete, and the whole TTL map as well: measured
 * here, half a second at 10,000 entries and 4-6 s at 50,000 and 200,000, on every edit. Its `get`
 * already compares the time of every tag of the entry (its own and the page's implicit ones) with
 * the entry's lastModified, a time it records itself only for implicit tags. Here every tag gets
 * that time, and nothing more: a read of an entry older than the time of one of its tags is a miss
 * (and the handler deletes it then); TTL and eviction take the rest.
 *
 * The maps it keeps beside the entries are pruned in the background, at start and every
 * `pruneEveryMs` (jittered), instead of on each edit (and instead of before the first request, as
 * its `prepare()` would): the fields of expired entries go (`prepare()` of a second handler on the
 * plain client, so a slow prune neither trips the requests' time bound nor holds them), and the
 * tag times older than the longest TTL go (no entry can be older than them).
 */
export function withTagTimes(handler, { client, plainClient, keyPrefix, maxTtlSeconds, pruneEveryMs = 15 * 60_000 }) {
  const tagTimes = revalidatedTagsKey(keyPrefix);
  const maintenance = createRedisHandler({ client: plainClient, keyPrefix, revalidateTagQuerySize: 1000 });
  let pruning = false;
  const prune = async () => {
    if (pruning || !plainClient.isReady) return;
    pruning = true;
    try {
      await maintenance.prepare();
      const oldest = Date.now() - maxTtlSeconds * 1000;
      let cursor = '0';
      do {
        const page = await plainClient.hScan(tagTimes, cursor, { COUNT: 1000 });
        const old = page.entries.filter(({ value }) => Number(value) < oldest).map(({ field }) => field);
        if (old.length) await plainClient.hDel(tagTimes, old);
        cursor = String(page.cursor);
      } while (cursor !== '0');
    } finally {
      pruning = false;
    }
  };
  const pruneInBackground = () => {
    prune().catch((error) => log.warn({ err: error }, 'pruning the maps of the shared Next cache failed'));
  };
  const timer = setInterval(pruneInBackground, pruneEveryMs * (0.75 + Math.random() / 2));
  timer.unref?.();
  return {
    ...handler,
    name: 'redis-strings, tags expired by time',
    async revalidateTag(tag) {
      await client.hSet(tagTimes, tag, Date.now());
    },
    prepare() {
      setTimeout(pruneInBackground, 1000).unref?.();
    },
    prune,
  };
}

/** Waits at most `ms` for the first connection; the client keeps trying afterwards. */
async function connectWithin(client, ms) {
  const connecting = client.connect().catch((error) => {
    log.warn({ err: error }, 'Redis of the shared Next cache: first connection failed');
  });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref?.();
  });
  await Promise.race([connecting, timeout]);
  clearTimeout(timer);
}

CacheHandler.onCreation(async ({ buildId }) => {
  const settings = sharedCacheSettings();
  const client = createCacheClient(settings);
  await connectWithin(client, settings.connectTimeoutMs);
  const keyPrefix = buildKeyPrefix(settings.prefix, buildId);
  log.info({ keyPrefix, ready: client.isReady }, 'Next cache shared in Redis');
  const guarded = withCommandTimeouts(client, { timeoutMs: settings.timeoutMs });
  const redis = createRedisHandler({ client: guarded, keyPrefix, timeoutMs: settings.timeoutMs, keyExpirationStrategy: 'EXAT', valueSerializer: gzipJsonSerializer });
  return {
    handlers: [withTagTimes(redis, { client: guarded, plainClient: client, keyPrefix, maxTtlSeconds: settings.maxTtlSeconds })],
    ttl: {
      // What an entry without a revalidate time counts as (Next decides staleness itself; this
      // only sets the entry's TTL through estimateExpireAge).
      defaultStaleAge: settings.maxTtlSeconds,
      estimateExpireAge: (staleAge) => expireAge(staleAge, settings.maxTtlSeconds),
    },
  };
});

/**
 * Where lib/cache/shared-next-cache.ts finds the handler (`expireSharedNextCache`). Next runs a
 * route handler's `revalidateTag` only after the answer is sent (its waitUntil), and with Redis
 * the expiry takes a few round trips: a write's answer could come before its pages expired on
 * the other instances. A writer awaits the expiry through this handle first.
 */
const SHARED_CACHE_KEY = Symbol.for('clinic-sites.shared-next-cache');

/** Where an entry keeps the cache control (revalidate, expire) Next gave it, inside its value. */
const CACHE_CONTROL_FIELD = 'sharedCacheControl';

/**
 * Forte's handler, which Next constructs for each request (its state is static, shared by all),
 * with the entry's cache control kept and given back. Next 16 reads a page's revalidate time from
 * the entry (`cacheControl`) or else from what this process remembers of its own renders; our pages
 * are rendered on demand, so an instance that did not render a page itself would take an entry
 * from Redis as stale (1 s) and render it again, once per page and instance. Forte does not keep
 * it, so it travels in the stored value and is handed back beside it.
 */
export default class SharedCacheHandler extends CacheHandler {
  constructor(context) {
    super(context);
    globalThis[SHARED_CACHE_KEY] = this;
  }

  async set(cacheKey, value, ctx) {
    const kept = ctx?.cacheControl && value && typeof value === 'object' ? { ...value, [CACHE_CONTROL_FIELD]: ctx.cacheControl } : value;
    return super.set(cacheKey, kept, ctx);
  }

  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    if (!entry?.value || !(CACHE_CONTROL_FIELD in entry.value)) return entry;
    const { [CACHE_CONTROL_FIELD]: cacheControl, ...value } = entry.value;
    return { ...entry, value, cacheControl };
  }
}
