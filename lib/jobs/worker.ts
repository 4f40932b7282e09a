import { logger } from '@/lib/log';
import { deliverOutboxMail } from '@/lib/mail/outbox';
import { getBoss, stopBoss } from './boss';
import { MAIL_QUEUE, pollingIntervalSeconds, type MailJob } from './queues';

type WorkerGlobal = { __clinicWorker?: Promise<void>; __clinicWorkerRetry?: NodeJS.Timeout };
const holder = globalThis as unknown as WorkerGlobal;

/** Starts the job handlers on this process's pg-boss (once per process). */
export function startWorker(): Promise<void> {
  holder.__clinicWorker ??= (async () => {
    const boss = await getBoss();
    await boss.work<MailJob>(MAIL_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollingIntervalSeconds() }, async (jobs) => {
      for (const job of jobs) {
        // pg-boss counts retries from 0; the try after the last retry must leave the row 'failed'.
        const result = await deliverOutboxMail(job.data.outboxId, { lastAttempt: job.retryCount >= job.retryLimit });
        logger.info({ outboxId: job.data.outboxId, result, retryCount: job.retryCount }, 'mail: delivered');
      }
    });
    logger.info({ queues: [MAIL_QUEUE] }, 'jobs: worker started');
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
export function startWorkerInBackground(retryMs = 10_000): void {
  if (!process.env.DATABASE_URL) {
    logger.warn('jobs: DATABASE_URL is not set; the in-process worker does not start');
    return;
  }
  startWorker().catch((error) => {
    logger.error({ err: error }, `jobs: the worker could not start; trying again in ${retryMs / 1000} s`);
    clearTimeout(holder.__clinicWorkerRetry);
    holder.__clinicWorkerRetry = setTimeout(() => startWorkerInBackground(retryMs), retryMs);
    holder.__clinicWorkerRetry.unref();
  });
}

/** Lets running jobs finish, then stops pg-boss. */
export async function stopWorker(): Promise<void> {
  clearTimeout(holder.__clinicWorkerRetry);
  holder.__clinicWorker = undefined;
  await stopBoss();
}
