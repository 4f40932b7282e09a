import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { purgeExpiredPersonalData } from './purge';

/**
 * data.purge: every hour the worker queues one (one per hour across all workers) and runs it,
 * deleting what is past its retention. A failed run is simply the next hour's work.
 */
export const PURGE_QUEUE: JobQueue = {
  name: 'data.purge',
  options: () => ({ retryLimit: 2, retryDelay: 300, expireInSeconds: 600 }),
  everySeconds: 60 * 60,
  handle: async () => {
    const purged = await purgeExpiredPersonalData();
    logger.info(purged, 'privacy: expired personal data purged');
    return purged;
  },
};
