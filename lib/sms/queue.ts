import { numberFromEnv, type JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { deliverOutboxSms } from './deliver';

/** Sends one SMS row of the outbox table; a retry resends that same row. */
export type SmsJob = { outboxId: number };

/**
 * The sms.send queue. An SMS carries a code that lives 10 minutes, so retries come sooner than
 * mail's: with the default 10 s delay and backoff the 5 retries span about 5 minutes. The row
 * stays in the outbox with the gateway's error either way.
 */
export const SMS_QUEUE: JobQueue<SmsJob> = {
  name: 'sms.send',
  options: () => ({
    retryLimit: numberFromEnv('SMS_RETRY_LIMIT', 5),
    retryDelay: Math.max(1, Math.round(numberFromEnv('SMS_RETRY_DELAY_SECONDS', 10))),
    retryBackoff: true,
    expireInSeconds: 60,
  }),
  handle: async (job) => {
    const result = await deliverOutboxSms(job.data.outboxId, { lastAttempt: job.retryCount >= job.retryLimit });
    logger.info({ outboxId: job.data.outboxId, result, retryCount: job.retryCount }, 'sms: delivered');
  },
};
