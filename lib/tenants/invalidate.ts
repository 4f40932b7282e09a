import { revalidateTag } from 'next/cache';
import { expireSharedNextCache } from '@/lib/cache/shared-next-cache';
import { purgeEdge } from '@/lib/edge/purge';
import { logger } from '@/lib/log';
import { CACHE_SECTIONS, TAGS, type CacheSection } from './cache-tags';
import { siteKind } from './hosts';
import { notifyTenantChange } from './tenant-changes';
import { forgetCompany } from './tenant-lookup';

/** What a write changed (docs/decisions.md "Cache tags per clinic"). */
export type InvalidateOptions = {
  /**
   * Only these sections of the company changed (a news edit: `['news']`): only their tags expire.
   * Without (or empty), the change is company-wide: `company:{code}` and every section tag expire.
   */
  sections?: readonly CacheSection[];
  /** These doctors' free slots changed (a visit, a hold, their schedule): their slot tags expire; alone, nothing company-wide does. */
  slots?: readonly number[];
  /**
   * Slugs and hosts whose slug/host -> company answer changed: the old and the new slug of a
   * rename, a domain verified or removed, every slug and host of a clinic whose status changed.
   * Their `site:{key}` tags expire, the directory too, and every instance's proxy forgets the company.
   */
  sites?: readonly string[];
  /** The proxy's view of the company changed without a key changing hands (its name, hence its languages; its primary domain): every instance's proxy forgets it, and the directory expires. */
  tenant?: boolean;
  /** Something the platform directory lists changed (logo, address, specialties…). */
  directory?: boolean;
};

/**
 * The tags a change expires, in order: the company's (or only its sections'), the site keys, the
 * directory. Pure, so it is tested on its own and the same list goes to the edge purge.
 */
export function tagsToExpire(code: string, options: InvalidateOptions = {}): string[] {
  const tags = new Set<string>();
  const sections = options.sections ?? [];
  const slots = options.slots ?? [];
  if (sections.length > 0 || slots.length > 0) {
    for (const section of sections) tags.add(TAGS.section(code, section));
    for (const specialistId of slots) tags.add(TAGS.slots(code, specialistId));
  } else {
    tags.add(TAGS.company(code));
    for (const section of CACHE_SECTIONS) tags.add(TAGS.section(code, section));
  }
  // Only a key the `site` param can hold was ever cached (lib/tenants/service.ts).
  const sites = (options.sites ?? []).filter((site) => siteKind(site) !== null);
  for (const site of sites) tags.add(TAGS.site(site));
  if (sites.length > 0 || options.tenant || options.directory) tags.add(TAGS.directory);
  return [...tags];
}

/** Whether the change reaches the proxy's host/slug lookups. */
const changesTenant = (options: InvalidateOptions) => Boolean(options.tenant) || (options.sites ?? []).length > 0;

/**
 * After a company's data changes: the tags of what changed expire at once (in Next's cache, shared
 * by every instance when REDIS_URL is set, then at the edge: lib/edge/purge.ts), and when its slug, domains, name or status changed this
 * instance's proxy forgets the company and every other instance is told through PostgreSQL
 * (lib/tenants/tenant-changes.ts). Outside a Next server (scripts, integration tests) there is no
 * page cache to expire. Resolves to the tags expired.
 *
 *   await invalidateCompany(code, { sections: ['news'] });
 *   await invalidateCompany(code, { sites: [oldSlug, newSlug] });
 */
export async function invalidateCompany(code: string, options: InvalidateOptions = {}): Promise<string[]> {
  const tags = tagsToExpire(code, options);
  if (changesTenant(options)) {
    forgetCompany(code);
    try {
      await notifyTenantChange(code);
    } catch (error) {
      // The write is done; other instances then see it within TENANT_CACHE_TTL_MS, as before NOTIFY.
      logger.warn({ err: error, code }, 'tenant changes: NOTIFY failed');
    }
  }
  if (process.env.NEXT_RUNTIME) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    // Next applies a route handler's revalidateTag after its answer; the shared cache (Redis)
    // is expired now, so that the edge, purged next, can only fetch the page anew.
    await expireSharedNextCache(tags);
  }
  // The edge caches (EDGE_PURGE_URLS) drop every page carrying one of these keys, also from a
  // job outside Next (a scheduled news item becoming public). Never throws.
  await purgeEdge(tags);
  return tags;
}
