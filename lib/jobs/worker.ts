import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { logger } from '@/lib/log';
import { ensureQueue, getBoss, stopBoss } from './boss';
import { pollingIntervalSeconds, type JobQueue } from './queue';

type Loop = { controller: AbortController; done: Promise<void> };
type WorkerGlobal = { __clinicWorker?: Promise<void>; __clinicWorkerRetry?: NodeJS.Timeout; __clinicWorkerLoops?: Loop[]; __clinicWorkerTimers?: NodeJS.Timeout[] };
const holder = globalThis as unknown as WorkerGlobal;

/** Waits `ms`, or less when the worker stops. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The handler's promise, or a rejection once the job's own expiry has passed (as pg-boss's work() does). */
function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job did not finish within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores a job's outcome. When PostgreSQL is down just then, tries again (0.5 s, doubling up
 * to 5 s) until it is back or the worker stops: an outcome that is not stored leaves the job
 * active until it expires, and then it runs a second time.
 */
async function storeOutcome(what: string, write: () => Promise<unknown>, signal: AbortSignal): Promise<void> {
  for (let wait = 500; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal.aborted) {
        logger.error({ err: error }, `jobs: could not store ${what}; the job runs again when it expires`);
        return;
      }
      await pause(wait, signal);
    }
  }
}

/**
 * One queue's loop: fetch a job, run it, store its outcome, awaited. (pg-boss's own work()
 * stores outcomes without awaiting them: with PostgreSQL down that is an unhandled rejection,
 * which ends a plain Node process such as `npm run worker`.)
 */
async function runQueue(boss: PgBoss, queue: JobQueue, signal: AbortSignal): Promise<void> {
  const interval = pollingIntervalSeconds() * 1000;
  while (!signal.aborted) {
    let jobs: PgBoss.JobWithMetadata<object>[] = [];
    try {
      // pg-boss answers [] when PostgreSQL is unreachable; the loop simply looks again later.
      jobs = await boss.fetch<object>(queue.name, { batchSize: 1, includeMetadata: true });
    } catch (error) {
      logger.warn({ err: error, queue: queue.name }, 'jobs: fetch failed');
    }
    if (jobs.length === 0) {
      await pause(interval, signal);
      continue;
    }
    for (const job of jobs) {
      const what = `${queue.name} job ${job.id}`;
      // PostgreSQL's numeric comes as a string ('120.000000'); pg-boss's default is 15 minutes.
      const expireInSeconds = Number(job.expireInSeconds) || 15 * 60;
      try {
        await withinSeconds(queue.handle({ data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit }), expireInSeconds);
        await storeOutcome(`the completion of ${what}`, () => boss.complete(queue.name, job.id), signal);
      } catch (error) {
        const output = { message: error instanceof Error ? error.message : String(error) };
        await storeOutcome(`the failure of ${what}`, () => boss.fail(queue.name, job.id, output), signal);
      }
    }
  }
}

/** How often a worker offers a periodic queue's job: pg-boss keeps one per period, so offering often misses no period. */
const PERIODIC_OFFER_SECONDS = 10 * 60;

/**
 * Offers the job of a periodic queue for the current period (pg-boss's singleton slot of
 * `everySeconds`, keyed by the queue's name): of all workers' offers one is stored. A failed
 * offer is logged; the next one comes soon.
 */
export async function offerPeriodicJob(boss: PgBoss, queue: JobQueue): Promise<string | null> {
  const seconds = queue.everySeconds!;
  try {
    return await boss.send(queue.name, {}, { ...queue.options(), singletonKey: queue.name, singletonSeconds: seconds });
  } catch (error) {
    logger.warn({ err: error, queue: queue.name }, 'jobs: could not queue the periodic job');
    return null;
  }
}

/** Starts offering the periodic queues' jobs, at once and then every few minutes. */
function startPeriodic(boss: PgBoss, queues: JobQueue[]): NodeJS.Timeout[] {
  return queues
    .filter((queue) => queue.everySeconds)
    .map((queue) => {
      void offerPeriodicJob(boss, queue);
      const timer = setInterval(() => void offerPeriodicJob(boss, queue), Math.min(queue.everySeconds!, PERIODIC_OFFER_SECONDS) * 1000);
      timer.unref();
      return timer;
    });
}

/** Starts the handlers of these queues on this process's pg-boss (once per process), and the offers of the periodic ones. */
export function startWorker(queues: JobQueue[]): Promise<void> {
  holder.__clinicWorker ??= (async () => {
    const boss = await getBoss();
    for (const queue of queues) await ensureQueue(boss, queue as JobQueue<never>);
    holder.__clinicWorkerLoops = queues.map((queue) => {
      const controller = new AbortController();
      const done = runQueue(boss, queue, controller.signal).catch((error) => logger.error({ err: error, queue: queue.name }, 'jobs: the worker loop ended'));
      return { controller, done };
    });
    holder.__clinicWorkerTimers = startPeriodic(boss, queues);
    logger.info({ queues: queues.map((queue) => queue.name) }, 'jobs: worker started');
  })().catch((error) => {
    holder.__clinicWorker = undefined;
    throw error;
  });
  return holder.__clinicWorker;
}

/**
 * The in-process worker of `next start` (instrumentation.ts): never blocks or fails the
 * server's start; while the database is unreachable it tries again every 10 s.
 */
export function startWorkerInBackground(queues: JobQueue[], retryMs = 10_000): void {
  if (!process.env.DATABASE_URL) {
    logger.warn('jobs: DATABASE_URL is not set; the in-process worker does not start');
    return;
  }
  startWorker(queues).catch((error) => {
    logger.error({ err: error }, `jobs: the worker could not start; trying again in ${retryMs / 1000} s`);
    clearTimeout(holder.__clinicWorkerRetry);
    holder.__clinicWorkerRetry = setTimeout(() => startWorkerInBackground(queues, retryMs), retryMs);
    holder.__clinicWorkerRetry.unref();
  });
}

/** Lets running jobs finish (up to `timeoutMs`), then stops pg-boss. */
export async function stopWorker(timeoutMs = 10_000): Promise<void> {
  clearTimeout(holder.__clinicWorkerRetry);
  const loops = holder.__clinicWorkerLoops ?? [];
  for (const timer of holder.__clinicWorkerTimers ?? []) clearInterval(timer);
  holder.__clinicWorkerTimers = undefined;
  holder.__clinicWorker = undefined;
  holder.__clinicWorkerLoops = undefined;
  for (const loop of loops) loop.controller.abort();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(loops.map((loop) => loop.done)), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  await stopBoss(timeoutMs);
}
