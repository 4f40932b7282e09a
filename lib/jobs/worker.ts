import { logger } from '@/lib/log';
import { ensureQueue, getBoss, stopBoss } from './boss';
import { pollingIntervalSeconds, type JobQueue } from './queue';

type WorkerGlobal = { __clinicWorker?: Promise<void>; __clinicWorkerRetry?: NodeJS.Timeout };
const holder = globalThis as unknown as WorkerGlobal;

/** Starts the handlers of these queues on this process's pg-boss (once per process). */
export function startWorker(queues: JobQueue[]): Promise<void> {
  holder.__clinicWorker ??= (async () => {
    const boss = await getBoss();
    for (const queue of queues) {
      await ensureQueue(boss, queue as JobQueue<never>);
      await boss.work<object>(queue.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollingIntervalSeconds() }, async (jobs) => {
        for (const job of jobs) await queue.handle({ data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      });
    }
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

/** Lets running jobs finish, then stops pg-boss. */
export async function stopWorker(): Promise<void> {
  clearTimeout(holder.__clinicWorkerRetry);
  holder.__clinicWorker = undefined;
  await stopBoss();
}
