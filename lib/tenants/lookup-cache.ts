/**
 * A small in-memory cache for the proxy's lookups, which run on every request:
 * - a fresh entry (younger than ttlMs) is answered from memory;
 * - concurrent misses for one key share one load (no burst of identical queries when an
 *   entry expires under load);
 * - an entry past its ttl but younger than ttlMs + staleMs is answered at once while one
 *   background load refreshes it, so a busy site never waits on the database;
 * - at most maxEntries keys: when full, the least recently used entry makes room (a Map keeps
 *   insertion order; an answered entry moves to its end), so a crawler walking thousands of
 *   clinics never empties the cache of the busy ones;
 * - forget(match) drops the entries it matches, and a load that was running then does not write
 *   an answer it matches back (it may have read the database before the change); clear() forgets
 *   everything the same way;
 * - with keepOnError, an older entry is still answered when its load fails that way (the
 *   database is down), so the pages Next has cached stay reachable through an outage.
 */
export type LookupCache<V> = {
  get(key: string): Promise<V>;
  /** Drops every entry `match` accepts; loads running now write back only answers it does not accept. */
  forget(match: (key: string, value: V) => boolean): void;
  clear(): void;
  /** How many keys are held (for tests and metrics). */
  readonly size: number;
};

type Entry<V> = { value: V; loadedAt: number };
type Load<V> = { promise: Promise<V>; forgets: Array<(key: string, value: V) => boolean> };

export function createLookupCache<V>(
  load: (key: string) => Promise<V>,
  options: {
    /** A number, or read at each lookup (the proxy's is longer while changes are pushed to it). */
    ttlMs: number | (() => number);
    staleMs: number;
    maxEntries: number;
    now?: () => number;
    /** Past ttl + stale, a failed load that this accepts (the database is down) answers the old entry still. */
    keepOnError?: (error: unknown) => boolean;
  },
): LookupCache<V> {
  const now = options.now ?? Date.now;
  const ttl = typeof options.ttlMs === 'function' ? options.ttlMs : () => options.ttlMs as number;
  const maxEntries = Math.max(1, options.maxEntries);
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Load<V>>();

  function store(key: string, entry: Entry<V>) {
    entries.delete(key);
    // The first key of the Map is the least recently used one.
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  /** Marks the entry as just used: it moves to the end of the Map, the last to be evicted. */
  function touch(key: string, entry: Entry<V>) {
    entries.delete(key);
    entries.set(key, entry);
  }

  function refresh(key: string): Promise<V> {
    const running = loading.get(key);
    if (running) return running.promise;
    const current: Load<V> = { promise: undefined as unknown as Promise<V>, forgets: [] };
    current.promise = load(key)
      .then((value) => {
        if (!current.forgets.some((match) => match(key, value))) store(key, { value, loadedAt: now() });
        return value;
      })
      .finally(() => {
        if (loading.get(key) === current) loading.delete(key);
      });
    loading.set(key, current);
    return current.promise;
  }

  function forget(match: (key: string, value: V) => boolean) {
    for (const [key, entry] of entries) if (match(key, entry.value)) entries.delete(key);
    // A running load may have read the database before the change: its answer is checked when it
    // comes, and the requests that come from now on start a load of their own.
    for (const running of loading.values()) running.forgets.push(match);
    loading.clear();
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        touch(key, entry);
        const age = now() - entry.loadedAt;
        const ttlMs = ttl();
        if (age < ttlMs) return Promise.resolve(entry.value);
        if (age < ttlMs + options.staleMs) {
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
    forget,
    clear() {
      forget(() => true);
    },
    get size() {
      return entries.size;
    },
  };
}
