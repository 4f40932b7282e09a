import { startWorker, startWorkerInBackground } from '@/lib/jobs/worker';
import { MAIL_QUEUE } from '@/lib/mail/queue';
import { SMS_QUEUE } from '@/lib/sms/queue';
import { NEWS_PUBLISH_QUEUE } from '@/lib/business/site/news/queue';
import { DELETE_FILE_QUEUE } from '@/lib/storage/public-files';
import { PURGE_QUEUE } from '@/lib/privacy/purge-queue';
import { SITE_PURGE_QUEUE } from '@/lib/business/clinic/site-life/purge-queue';
import { DOMAIN_CLAIMS_QUEUE, DOMAIN_RECHECK_QUEUE } from '@/lib/business/clinic/domains/queues';
import { REMINDER_QUEUE } from '@/lib/booking/notify/reminders';
import type { JobQueue } from '@/lib/jobs/queue';

/** Every queue a worker runs; a domain's queue is listed here, as its routes are in api-app.ts. */
export const JOB_QUEUES = [MAIL_QUEUE, SMS_QUEUE, NEWS_PUBLISH_QUEUE, DELETE_FILE_QUEUE, PURGE_QUEUE, SITE_PURGE_QUEUE, DOMAIN_RECHECK_QUEUE, DOMAIN_CLAIMS_QUEUE, REMINDER_QUEUE] as JobQueue[];

/** The worker of `npm run worker` and of the tests. */
export const startJobWorker = () => startWorker(JOB_QUEUES);

/** The in-process worker of `next start` (instrumentation.ts). */
export const startJobWorkerInBackground = () => startWorkerInBackground(JOB_QUEUES);
