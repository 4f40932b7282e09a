// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { limitConcurrency, useLimitedPrefetch, type LimitedRunner } from '@/lib/client/prefetch-limit';

// SPEC 9: route prefetches go through the queue of at most 4.
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

describe('useLimitedPrefetch', () => {
  it('hands each href to router.prefetch through the queue', async () => {
    const inner = limitConcurrency(4);
    let queued = 0;
    const queue: LimitedRunner = (task) => {
      queued += 1;
      return inner(task);
    };
    const { result } = renderHook(() => useLimitedPrefetch(queue));
    await Promise.all(['/l/demo-clinic/about', '/l/demo-clinic/contacts'].map((href) => result.current(href)));
    expect(queued).toBe(2);
    expect(prefetch.mock.calls.map(([href]) => href)).toEqual(['/l/demo-clinic/about', '/l/demo-clinic/contacts']);
  });

  it('SPEC 9: the 5th prefetch is handed to Next only after one of the first 4 settles', async () => {
    prefetch.mockClear();
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the browser is "idle" 50 ms after each prefetch here.
    window.requestIdleCallback = ((callback: () => void) => setTimeout(callback, 50)) as unknown as typeof window.requestIdleCallback;
    try {
      const { result } = renderHook(() => useLimitedPrefetch(limitConcurrency(4)));
      const done = ['/a', '/b', '/c', '/d', '/e'].map((href) => result.current(href));
      await vi.advanceTimersByTimeAsync(0);
      expect(prefetch).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(49);
      expect(prefetch).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(1);
      expect(prefetch).toHaveBeenCalledTimes(5);
      await vi.runAllTimersAsync();
      await Promise.all(done);
      expect(prefetch).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });
});
