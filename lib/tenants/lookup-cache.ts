/**
 * A small in-memory cache for the proxy's lookups, which run on every request:
 * - a fresh entry (younger than ttlMs) is answered from memory;
 * - concurrent misses for one key share one load (no burst of identical queries when an
 *   entry expires under load);
 * - an entry past its ttl but younger than ttlMs + staleMs is answered at once while one
 *   background load refreshes it, so a busy site never waits on the database;
 * - clear() forgets everything, and a load that was running when clear() was called does
 *   not write its (possibly older) answer back;
 * - with keepOnError, an older entry is still answered when its load fails that way (the
 *   database is down), so the pages Next has cached stay reachable through an outage.
 */
export type LookupCache<V> = { get(key: string): Promise<V>; clear(): void };

type Entry<V> = { value: V; loadedAt: number };

export function createLookupCache<V>(
  load: (key: string) => Promise<V>,
  options: {
    ttlMs: number;
    staleMs: number;
    maxEntries: number;
    now?: () => number;
    /** Past ttl + stale, a failed load that this accepts (the database is down) answers the old entry still. */
    keepOnError?: (error: unknown) => boolean;
  },
): LookupCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  function refresh(key: string): Promise<V> {
    const running = loading.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = load(key)
      .then((value) => {
        if (startedIn === generation) {
          if (entries.size >= options.maxEntries) entries.clear();
          entries.set(key, { value, loadedAt: now() });
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.loadedAt;
        if (age < options.ttlMs) return Promise.resolve(entry.value);
        if (age < options.ttlMs + options.staleMs) {
          // A failed background refresh keeps the stale answer; the next request tries again.
          refresh(key).catch(() => undefined);
          return Promise.resolve(entry.value);
        }
        const keepOnError = options.keepOnError;
        if (keepOnError) {
          return refresh(key).catch((error) => {
            if (keepOnError(error) && entries.get(key) === entry) return entry.value;
            throw error;
          });
        }
      }
      return refresh(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}
