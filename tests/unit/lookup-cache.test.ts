import { describe, expect, it } from 'vitest';
import { createLookupCache } from '@/lib/tenants/lookup-cache';

function setup(keepOnError?: (error: unknown) => boolean) {
  let clock = 0;
  const calls: string[] = [];
  const pending: Array<{ key: string; resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const cache = createLookupCache<string>(
    (key) =>
      new Promise((resolve, reject) => {
        calls.push(key);
        pending.push({ key, resolve, reject });
      }),
    { ttlMs: 5000, staleMs: 60_000, maxEntries: 3, now: () => clock, keepOnError },
  );
  const settle = async (value: string) => {
    pending.shift()!.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
  };
  /** A first request for the key, answered with `value`: the key is then cached. */
  const prime = async (key: string, value: string) => {
    const answer = cache.get(key);
    await settle(value);
    await answer;
  };
  return { cache, calls, pending, settle, prime, advance: (ms: number) => (clock += ms) };
}

describe('proxy lookup cache', () => {
  it('shares one load between concurrent misses of the same key', async () => {
    const { cache, calls, settle } = setup();
    const answers = Promise.all([cache.get('slug:a'), cache.get('slug:a'), cache.get('slug:a')]);
    expect(calls).toEqual(['slug:a']);
    await settle('A');
    expect(await answers).toEqual(['A', 'A', 'A']);
  });

  it('answers a fresh entry from memory', async () => {
    const { cache, calls, prime, advance } = setup();
    await prime('slug:a', 'A');
    advance(4999);
    expect(await cache.get('slug:a')).toBe('A');
    expect(calls).toHaveLength(1);
  });

  it('answers an expired entry at once and refreshes it with one background load', async () => {
    const { cache, calls, settle, prime, advance } = setup();
    await prime('slug:a', 'A');
    advance(5000);
    expect(await cache.get('slug:a')).toBe('A');
    expect(await cache.get('slug:a')).toBe('A');
    expect(calls).toHaveLength(2);
    await settle('A2');
    expect(await cache.get('slug:a')).toBe('A2');
  });

  it('waits for a new load once an entry is older than ttl + stale', async () => {
    const { cache, calls, settle, prime, advance } = setup();
    await prime('slug:a', 'A');
    advance(65_000);
    const answer = cache.get('slug:a');
    expect(calls).toHaveLength(2);
    await settle('B');
    expect(await answer).toBe('B');
  });

  it('keeps the stale answer when the background refresh fails', async () => {
    const { cache, pending, advance, prime } = setup();
    await prime('slug:a', 'A');
    advance(6000);
    expect(await cache.get('slug:a')).toBe('A');
    pending.shift()!.reject(new Error('database down'));
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('slug:a')).toBe('A');
  });

  it('passes a failed load on to the requests that waited for it', async () => {
    const { cache, pending } = setup();
    const answer = cache.get('slug:a');
    pending.shift()!.reject(new Error('database down'));
    await expect(answer).rejects.toThrow('database down');
  });

  it('clear() forgets entries and ignores the answer of a load that was running', async () => {
    const { cache, calls, settle } = setup();
    const before = cache.get('slug:a');
    cache.clear();
    const after = cache.get('slug:a');
    expect(calls).toEqual(['slug:a', 'slug:a']);
    await settle('old');
    await settle('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('slug:a')).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('with keepOnError, answers an entry older than ttl + stale while its load fails that way, and the new value once it works', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { cache, pending, prime, advance, settle } = setup((error) => (error as { code?: string }).code === 'ECONNREFUSED');
    await prime('slug:a', 'A');
    advance(10 * 60_000);
    const during = cache.get('slug:a');
    pending.shift()!.reject(down);
    expect(await during).toBe('A');
    const after = cache.get('slug:a');
    await settle('A2');
    expect(await after).toBe('A2');
  });

  it('with keepOnError, other failures and keys never loaded still reach the caller', async () => {
    const { cache, pending, prime, advance } = setup((error) => (error as Error).message === 'down');
    await prime('slug:a', 'A');
    advance(10 * 60_000);
    const bug = cache.get('slug:a');
    pending.shift()!.reject(new Error('a bug'));
    await expect(bug).rejects.toThrow('a bug');
    const unknown = cache.get('slug:b');
    pending.shift()!.reject(new Error('down'));
    await expect(unknown).rejects.toThrow('down');
  });

  it('holds at most maxEntries keys, evicting the least recently used one (not all)', async () => {
    const { cache, calls, settle, prime } = setup();
    for (const key of ['k1', 'k2', 'k3']) await prime(key, key);
    // k1 is asked again: k2 is now the least recently used.
    expect(await cache.get('k1')).toBe('k1');
    await prime('k4', 'k4');
    expect(cache.size).toBe(3);
    expect(calls).toHaveLength(4);
    expect(await cache.get('k1')).toBe('k1');
    expect(await cache.get('k3')).toBe('k3');
    expect(await cache.get('k4')).toBe('k4');
    expect(calls).toHaveLength(4);
    const again = cache.get('k2');
    expect(calls).toHaveLength(5);
    await settle('k2');
    expect(await again).toBe('k2');
    // k2 came back in place of the least recently used, k1.
    expect(cache.size).toBe(3);
    await cache.get('k3');
    await cache.get('k4');
    expect(calls).toHaveLength(5);
    const evicted = cache.get('k1');
    expect(calls).toHaveLength(6);
    await settle('k1');
    await evicted;
  });

  it('keeps the busy keys while a crawler walks many others', async () => {
    const { cache, calls, prime } = setup();
    await prime('busy', 'B');
    for (let i = 0; i < 20; i += 1) {
      expect(await cache.get('busy')).toBe('B');
      await prime(`crawl-${i}`, `C${i}`);
    }
    expect(await cache.get('busy')).toBe('B');
    expect(calls.filter((key) => key === 'busy')).toHaveLength(1);
  });

  it('reads a ttl given as a function at each lookup (longer while changes are pushed, shorter once they are not)', async () => {
    let clock = 0;
    let ttl = 60_000;
    const calls: string[] = [];
    const cache = createLookupCache<string>(async (key) => (calls.push(key), key), { ttlMs: () => ttl, staleMs: 0, maxEntries: 10, now: () => clock });
    await cache.get('slug:a');
    clock = 30_000;
    await cache.get('slug:a');
    expect(calls).toHaveLength(1);
    ttl = 5000;
    await cache.get('slug:a');
    expect(calls).toHaveLength(2);
  });

  it('forget(match) drops the entries it matches and keeps the others', async () => {
    const { cache, calls, settle, prime } = setup();
    await prime('slug:a', 'A');
    await prime('slug:b', 'B');
    cache.forget((_key, value) => value === 'A');
    expect(cache.size).toBe(1);
    expect(await cache.get('slug:b')).toBe('B');
    const again = cache.get('slug:a');
    expect(calls).toEqual(['slug:a', 'slug:b', 'slug:a']);
    await settle('A2');
    expect(await again).toBe('A2');
  });

  it('forget(match) keeps a running load from writing back an answer it matches, and lets new requests load afresh', async () => {
    const { cache, calls, settle } = setup();
    const before = cache.get('slug:a');
    const other = cache.get('slug:b');
    cache.forget((_key, value) => value === 'old A');
    const after = cache.get('slug:a');
    expect(calls).toEqual(['slug:a', 'slug:b', 'slug:a']);
    await settle('old A');
    await settle('B');
    await settle('new A');
    expect(await before).toBe('old A');
    expect(await other).toBe('B');
    expect(await after).toBe('new A');
    // The old answer was not stored; B (not matched) and the new A were.
    expect(await cache.get('slug:a')).toBe('new A');
    expect(await cache.get('slug:b')).toBe('B');
    expect(calls).toHaveLength(3);
  });
});
