/**
 * The shared Next cache (cache-handler.mjs, in Redis when REDIS_URL is set) seen from our code.
 *
 * Next runs a route handler's `revalidateTag` after the answer has been sent (its waitUntil). On
 * one instance with Next's own cache that is soon enough: the tag's time is noted in memory as
 * the call starts. With Redis the entries are dropped over a few round trips, so a write's answer
 * could reach the client before another instance's pages expired, and the client's next request
 * there would get the page from before the edit. A writer that awaits `expireSharedNextCache`
 * with the tags it expires answers only once they are gone from Redis. It never throws: a Redis
 * that is down or slow is the handler's concern (it fails within REDIS_CACHE_TIMEOUT_MS).
 * Without the shared cache (no REDIS_URL, scripts, tests without Next) it does nothing.
 */

const SHARED_CACHE_KEY = Symbol.for('clinic-sites.shared-next-cache');

type SharedCache = { revalidateTag(tags: string | string[]): Promise<void> };

export function sharedNextCache(): SharedCache | undefined {
  return (globalThis as Record<symbol, SharedCache | undefined>)[SHARED_CACHE_KEY];
}

export async function expireSharedNextCache(tags: readonly string[]): Promise<void> {
  const cache = sharedNextCache();
  if (!cache || tags.length === 0) return;
  await cache.revalidateTag([...tags]);
}
