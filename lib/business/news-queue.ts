import { notifySubscribersOfNews } from '@/lib/accounts/subscriptions';
import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';

/** A news item whose subscribers are to be mailed once it is public. */
export type NewsPublishJob = { newsId: number };

/**
 * news.publish: runs at an item's publishedAt (or at once for an item already public) and mails
 * the clinic's subscribers through notifySubscribersOfNews, which mails each item once and leaves
 * an item that is not public yet (unpublished, or moved later) for the job of its new time. The
 * site needs nothing from the job: its cached news reads live until the next scheduled time
 * (lib/tenants/company-cache.ts), and a job could not expire Next's cache tags anyway.
 */
export const NEWS_PUBLISH_QUEUE: JobQueue<NewsPublishJob> = {
  name: 'news.publish',
  options: () => ({ retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 }),
  handle: async (job) => {
    const { mailed } = await notifySubscribersOfNews(job.data.newsId);
    logger.info({ newsId: job.data.newsId, mailed }, 'news: subscribers notified');
    return { mailed };
  },
};
