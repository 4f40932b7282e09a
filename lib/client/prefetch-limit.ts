import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { MAX_CONCURRENT_PRELOADS } from '@/lib/ui/constants';

export type LimitedRunner = <T>(task: () => T | Promise<T>) => Promise<T>;

/**
 * A queue that runs at most `max` tasks at once; the others wait, first in, first out.
 * A failing task frees its slot like a finished one.
 */
export function limitConcurrency(max: number): LimitedRunner {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`limitConcurrency needs a positive integer, got ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  return <T>(task: () => T | Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        active += 1;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(release);
      };
      if (active < max) start();
      else waiting.push(start);
    });
}

/** SPEC 9: one queue for the whole page, so all preloads together stay within 4. */
export const preloadQueue = limitConcurrency(MAX_CONCURRENT_PRELOADS);

// router.prefetch returns nothing to await: a prefetch holds its slot until the browser is
// next idle, by which time Next has sent its requests.
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/** `prefetch(href)` through the shared queue: at most 4 route prefetches handed to Next at once. */
export function useLimitedPrefetch(queue: LimitedRunner = preloadQueue): (href: string) => Promise<void> {
  const router = useRouter();
  return useCallback(
    (href: string) =>
      queue(async () => {
        router.prefetch(href);
        await nextIdle();
      }),
    [router, queue],
  );
}
