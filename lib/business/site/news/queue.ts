import { and, eq, lte } from 'drizzle-orm';
import { notifySubscribersOfNews } from '@/lib/accounts/subscriptions';
import { getDb } from '@/lib/db/client';
import { companies, news } from '@/lib/db/schema';
import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { invalidateCompany } from '@/lib/tenants/invalidate';

/** A news item whose subscribers are to be mailed once it is public. */
export type NewsPublishJob = { newsId: number };

/**
 * news.publish: runs at an item's publishedAt (or at once for an item already public) and mails
 * the clinic's subscribers through notifySubscribersOfNews, which mails each item once and leaves
 * an item that is not public yet (unpublished, or moved later) for the job of its new time. The
 * site's Next cache needs nothing from the job: its cached news reads live until the next
 * scheduled time (lib/tenants/company-cache.ts), and a job could not expire Next's cache tags
 * anyway. Once the item is public the job still calls invalidateCompany for the clinic's news
 * section: outside Next that expires no Next tag, but it is what reaches caches outside Next (the
 * edge purge by the same tags), which no clock expires.
 */
export const NEWS_PUBLISH_QUEUE: JobQueue<NewsPublishJob> = {
  name: 'news.publish',
  options: () => ({ retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 }),
  handle: async (job) => {
    const { mailed } = await notifySubscribersOfNews(job.data.newsId);
    const [item] = await getDb()
      .select({ code: companies.code })
      .from(news)
      .innerJoin(companies, eq(companies.id, news.companyId))
      .where(and(eq(news.id, job.data.newsId), eq(news.isPublished, true), lte(news.publishedAt, new Date())))
      .limit(1);
    if (item) await invalidateCompany(item.code, { sections: ['news'] });
    logger.info({ newsId: job.data.newsId, mailed }, 'news: subscribers notified');
    return { mailed };
  },
};
