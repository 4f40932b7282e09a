// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_TTL_MS } from '@/lib/ui/constants';
import { isChunkLoadError } from '@/lib/client/chunk-errors';
import { RELOAD_GUARD_KEY, readReloadGuard, reloadOnceOnChunkError } from '@/lib/client/reload-guard';

// SPEC 4 "Payload-reload guard", SPEC 2.7 and 8 "Chunk load error: reload to the same path".
describe('reload guard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 5, 12, 0, 0));
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('SPEC 9: the guard lives 10000 ms by default', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });

  it('SPEC 4: stores the path and an expiry in sessionStorage', () => {
    reloadOnceOnChunkError('/l/demo-clinic/about', { reload: vi.fn() });
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({ path: '/l/demo-clinic/about', expires: Date.now() + 10_000 });
  });

  it('SPEC 2.7: a chunk error reloads to the same path', () => {
    const reload = vi.fn();
    expect(reloadOnceOnChunkError('/kk/l/demo-clinic/news?page=2', { reload })).toBe(true);
    expect(reload).toHaveBeenCalledWith('/kk/l/demo-clinic/news?page=2');
  });

  it('reloads only once within the guard lifetime: no reload loop', () => {
    const reload = vi.fn();
    reloadOnceOnChunkError('/about', { reload });
    vi.advanceTimersByTime(9_999);
    expect(reloadOnceOnChunkError('/about', { reload })).toBe(false);
    expect(reloadOnceOnChunkError('/contacts', { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SPEC 9: after 10000 ms the guard has expired and a new chunk error reloads again', () => {
    const reload = vi.fn();
    reloadOnceOnChunkError('/about', { reload });
    vi.advanceTimersByTime(10_000);
    expect(readReloadGuard(sessionStorage, Date.now())).toBeNull();
    expect(reloadOnceOnChunkError('/about', { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('without working sessionStorage it never reloads (a loop could not be stopped)', () => {
    const reload = vi.fn();
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnceOnChunkError('/about', { reload, storage: broken })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a corrupt stored guard counts as no guard', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{not json');
    const reload = vi.fn();
    expect(reloadOnceOnChunkError('/about', { reload })).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and browser dynamic-import failures', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
