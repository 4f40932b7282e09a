import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PRELOADS } from '@/lib/ui/constants';
import { limitConcurrency, preloadQueue } from '@/lib/client/prefetch-limit';

// SPEC 9: "Route components preloaded concurrently: at most 4".

/** A task that runs until the test finishes it. */
function deferredTask(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = () => resolve(name);
      fail = reject;
    });
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitConcurrency', () => {
  it('SPEC 9: at most 4 route preloads run at once', () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
  });

  it('SPEC 9: the 5th task waits until one of the first 4 finishes', async () => {
    const log: string[] = [];
    const run = limitConcurrency(4);
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => deferredTask(log, name));
    const results = tasks.map((t) => run(t.task));
    await flush();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    tasks[2].finish();
    await flush();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
    tasks.forEach((t) => t.finish());
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('waiting tasks start in order, first in first out', async () => {
    const log: string[] = [];
    const run = limitConcurrency(1);
    const tasks = ['a', 'b', 'c'].map((name) => deferredTask(log, name));
    tasks.forEach((t) => void run(t.task));
    for (const t of tasks) {
      await flush();
      t.finish();
    }
    await flush();
    expect(log).toEqual(['start a', 'start b', 'start c']);
  });

  it('a failing task frees its slot and rejects only its own promise', async () => {
    const log: string[] = [];
    const run = limitConcurrency(1);
    const first = deferredTask(log, 'a');
    const second = deferredTask(log, 'b');
    const failed = run(first.task);
    const next = run(second.task);
    await flush();
    first.fail(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await flush();
    second.finish();
    await expect(next).resolves.toBe('b');
  });

  it('the shared preload queue holds the 5th of 5 preloads back', async () => {
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => deferredTask(log, name));
    const results = tasks.map((t) => preloadQueue(t.task));
    await flush();
    expect(log).toHaveLength(4);
    tasks.slice(0, 4).forEach((t) => t.finish());
    await flush();
    tasks[4].finish();
    await Promise.all(results);
    expect(log).toHaveLength(5);
  });

  it('rejects a limit that is not a positive integer', () => {
    expect(() => limitConcurrency(0)).toThrow(RangeError);
  });
});
