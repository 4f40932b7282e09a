import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { purgeClosedCompanies } from './purge';

/** site.purge: every hour, the clinics closed longer than their grace period are deleted (one run per hour across workers). */
export const SITE_PURGE_QUEUE: JobQueue = {
  name: 'site.purge',
  options: () => ({ retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 }),
  everySeconds: 60 * 60,
  handle: async () => {
    const purged = await purgeClosedCompanies();
    if (purged.companies > 0) logger.info(purged, 'site purge: closed clinics deleted');
    return purged;
  },
};
