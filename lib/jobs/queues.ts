import type PgBoss from 'pg-boss';

/** Delivers one row of the outbox table; a retry resends that same row. */
export const MAIL_QUEUE = 'mail.send';
export type MailJob = { outboxId: number };

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * Retries with exponential backoff: with the default 30 s delay the tenth and last try
 * comes some 8 to 17 hours after the first, so an SMTP outage of a night loses nothing.
 * Tests shorten the delay with MAIL_RETRY_DELAY_SECONDS (pg-boss takes at least 1 s).
 */
export function mailJobOptions(): PgBoss.RetryOptions & PgBoss.ExpirationOptions {
  return {
    retryLimit: numberFromEnv('MAIL_RETRY_LIMIT', 10),
    retryDelay: Math.max(1, Math.round(numberFromEnv('MAIL_RETRY_DELAY_SECONDS', 30))),
    retryBackoff: true,
    // A worker killed mid-send leaves its job active; it is retried after this long.
    expireInSeconds: 120,
  };
}

/** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
export function pollingIntervalSeconds(): number {
  return Math.max(0.5, numberFromEnv('JOBS_POLL_SECONDS', 2));
}

/** Every queue the app uses; each is created at start (pg-boss 10 refuses jobs for a missing queue). */
export const QUEUES = [{ name: MAIL_QUEUE, options: mailJobOptions }];
