import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { expireDomainClaims, recheckVerifiedDomains } from './recheck';

/** domains.recheck: every 6 hours, each verified domain's TXT record is looked up again (one run per period across workers). */
export const DOMAIN_RECHECK_QUEUE: JobQueue = {
  name: 'domains.recheck',
  options: () => ({ retryLimit: 1, retryDelay: 600, expireInSeconds: 3600 }),
  everySeconds: 6 * 60 * 60,
  handle: async () => {
    const summary = await recheckVerifiedDomains();
    if (summary.missed + summary.unverified + summary.dnsErrors > 0) logger.info(summary, 'domains: recheck');
    return summary;
  },
};

/** domains.expire_claims: every hour, unverified claims older than 14 days are removed. */
export const DOMAIN_CLAIMS_QUEUE: JobQueue = {
  name: 'domains.expire_claims',
  options: () => ({ retryLimit: 2, retryDelay: 300, expireInSeconds: 600 }),
  everySeconds: 60 * 60,
  handle: async () => {
    const removed = await expireDomainClaims();
    if (removed > 0) logger.info({ removed }, 'domains: expired claims removed');
    return { removed };
  },
};
