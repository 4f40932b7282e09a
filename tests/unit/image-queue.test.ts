import { describe, expect, it } from 'vitest';
import { BusyError } from '@/lib/http/errors';
import { createImageQueue } from '@/lib/storage/image-queue';

/** A job that runs until the test lets it end. */
function heldJob(log: string[], name: string) {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

describe('the image queue (issue 18): one job at a time, a short waiting line, then 503', () => {
  it('runs one job at a time in order, refuses a job past the waiting line with BusyError, and takes jobs again once there is room', async () => {
    const queue = createImageQueue(1, 2, 7);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => heldJob(log, name));
    const running = jobs.map(({ job }) => queue(job));
    const refused = await queue(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', retryAfter: 7 });

    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a']);
    jobs[0].release();
    expect(await running[0]).toBe('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a', 'end a', 'start b']);
    // One place in the line is free again.
    const late = queue(async () => 'e');
    jobs[1].release();
    jobs[2].release();
    expect(await Promise.all([...running, late])).toEqual(['a', 'b', 'c', 'e']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('frees the place of a job that fails', async () => {
    const queue = createImageQueue(1, 0);
    await expect(queue(async () => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(await queue(async () => 'next')).toBe('next');
  });
});
