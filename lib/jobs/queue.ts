import type PgBoss from 'pg-boss';

/** A job as its handler sees it: the data, and which try this is (pg-boss counts retries from 0). */
export type JobRun<T> = { data: T; retryCount: number; retryLimit: number };

/**
 * A queue a domain owns: its name, its retry options and its handler. The domain sends to it
 * (sendJob) and the worker runs it; lib/jobs knows no domain, the composition root
 * (lib/server/job-queues.ts) lists the queues a worker runs.
 */
export type JobQueue<T extends object = object> = {
  name: string;
  options: () => PgBoss.RetryOptions & PgBoss.ExpirationOptions;
  handle: (job: JobRun<T>) => Promise<unknown>;
  /**
   * A periodic queue: every worker queues a job (with empty data) when it starts and then
   * again and again, and pg-boss stores one per period of this many seconds (a singleton
   * slot), so the job runs about once a period however many workers there are.
   */
  everySeconds?: number;
};

/** A non-negative number from the environment, else the fallback. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
export function pollingIntervalSeconds(): number {
  return Math.max(0.5, numberFromEnv('JOBS_POLL_SECONDS', 2));
}
