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
