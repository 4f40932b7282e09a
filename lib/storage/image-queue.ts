import pLimit from 'p-limit';
import sharp from 'sharp';
import { BusyError } from '@/lib/http/errors';

/**
 * Image work (every sharp call that reads an upload) runs here, one job at a time, with a short
 * waiting line; past it a 503 with Retry-After (BusyError). sharp's jobs and argon2's hashes
 * (sign-in) share libuv's thread pool (4 threads): one image job at a time leaves the others to
 * sign-in, files and compression, and libvips draws with one thread of its own (of 2 cores).
 * docs/decisions.md "Image uploads".
 */
export const IMAGE_JOBS_AT_ONCE = 1;
/** Jobs that may wait behind the running one; one more is refused. */
export const IMAGE_JOBS_WAITING = 4;
/** What the 503 asks a client to wait. */
export const IMAGE_BUSY_RETRY_SECONDS = 5;

sharp.concurrency(1);
// The decoded-image cache helps a server that draws one file many times; uploads are drawn once.
sharp.cache(false);

export type ImageQueue = <T>(job: () => Promise<T>) => Promise<T>;

/** A queue of `atOnce` running jobs and `waiting` more; a job past them is refused at once with BusyError. */
export function createImageQueue(atOnce: number, waiting: number, retrySeconds = IMAGE_BUSY_RETRY_SECONDS): ImageQueue {
  const limit = pLimit(atOnce);
  return <T>(job: () => Promise<T>) => {
    if (limit.activeCount + limit.pendingCount >= atOnce + waiting) return Promise.reject(new BusyError(retrySeconds));
    return limit(job);
  };
}

/** The process's one image queue. */
export const runImageJob: ImageQueue = createImageQueue(IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING);
