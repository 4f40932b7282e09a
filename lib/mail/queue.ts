import { numberFromEnv, type JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { deliverOutboxMail } from './deliver';

/** Delivers one row of the outbox table; a retry resends that same row. */
export type MailJob = { outboxId: number };

/**
 * The mail.send queue. Retries with exponential backoff: with the default 30 s delay the
 * tenth and last try comes some 8 to 17 hours after the first, so an SMTP outage of a night
 * loses nothing. Tests shorten the delay with MAIL_RETRY_DELAY_SECONDS (pg-boss takes at least 1 s).
 */
export const MAIL_QUEUE: JobQueue<MailJob> = {
  name: 'mail.send',
  options: () => ({
    retryLimit: numberFromEnv('MAIL_RETRY_LIMIT', 10),
    retryDelay: Math.max(1, Math.round(numberFromEnv('MAIL_RETRY_DELAY_SECONDS', 30))),
    retryBackoff: true,
    // A worker killed mid-send leaves its job active; it is retried after this long.
    expireInSeconds: 120,
  }),
  handle: async (job) => {
    // The try after the last retry must leave the row 'failed'.
    const result = await deliverOutboxMail(job.data.outboxId, { lastAttempt: job.retryCount >= job.retryLimit });
    logger.info({ outboxId: job.data.outboxId, result, retryCount: job.retryCount }, 'mail: delivered');
  },
};
