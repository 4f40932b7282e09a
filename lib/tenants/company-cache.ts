import { unstable_cache } from 'next/cache';
import { readTags, TAGS, type CachePart } from './cache-tags';
import { findNextPublication } from './schedule';

/** Cached reads live a day at most; an edit expires them at once through the company's tag. */
export const CACHE_REVALIDATE_SECONDS = 24 * 60 * 60;

export type CompanyCacheOptions = {
  /**
   * What the read depends on (lib/tenants/cache-tags.ts): `['company']` (the default) for the
   * company's record and everything that has no section; a section's reads name their section
   * (`['news']`) and are tagged with it instead, so a news edit expires them and not the doctors.
   * A read that joins several names them all (the sitemap: `['company', 'news', 'doctors']`).
   */
  on?: readonly CachePart[];
  /** A shorter life also shortens the life of the page that reads it (Next takes the lowest). */
  revalidate?: number;
};

/**
 * One cached read of a company's data, tagged with its code (or its sections' tags), so every
 * writer that calls invalidateCompany(code, …) expires exactly what the readers cached. `key`
 * names the read and its arguments (`['material', 'osms']`); the code is added to it.
 *
 *   companyCached(company.code, ['gallery'], () => listGallery(company.id), { on: ['gallery'] })
 */
export function companyCached<T>(code: string, key: readonly (string | number)[], read: () => Promise<T>, options: CompanyCacheOptions = {}): Promise<T> {
  const tags = readTags(code, options.on ?? ['company']);
  // The tags are part of the key: an entry a shared cache kept from a release that tagged the read
  // otherwise (say `company:{code}` only) is never answered for one that must expire by its section.
  return unstable_cache(read, [...key.map(String), code, `tags:${tags.join(' ')}`], { tags, revalidate: options.revalidate ?? CACHE_REVALIDATE_SECONDS })();
}

/**
 * The slug or host -> company code mapping of one key (a null answer included), tagged
 * `site:{key}` alone: a writer that changes a slug, a domain or a status expires the old and new
 * keys of that company only (lib/tenants/invalidate.ts), never every clinic's pages.
 */
export function siteCached<T>(site: string, read: () => Promise<T>): Promise<T> {
  // `site:` in the key: entries of the release that tagged this read `sites` are never answered.
  return unstable_cache(read, ['company-code', site, 'tags:site'], { tags: [TAGS.site(site)], revalidate: CACHE_REVALIDATE_SECONDS })();
}

/**
 * When the company's next scheduled news item becomes public (ISO), or null. Each answer is
 * cached under a key of its own, named by the time before it: once that time has come, the
 * next one is asked under a new key ('now' -> T1 -> T2 …), so no cached answer outlives its time.
 */
async function nextScheduledChange(code: string, companyId: number): Promise<string | null> {
  let after = 'now';
  for (let step = 0; step < 8; step += 1) {
    const next = await companyCached(code, ['schedule', after], () => findNextPublication(companyId), { on: ['news'] });
    if (next === null || Date.parse(next) > Date.now()) return next;
    after = next;
  }
  return findNextPublication(companyId);
}

/**
 * A cached read of what a scheduled news item changes when its time comes (news lists, an
 * item, the sitemap). Writers expire it through its tags (`on`, as companyCached; the schedule
 * itself is the news section's, so a news edit asks it again); the clock cannot, since no
 * request runs at that moment (a job runs outside Next's cache, where tags cannot be expired).
 * So the read is keyed by the company's next scheduled publication and lives until then at
 * most: the page that reads it is rendered again once that time has come, and reads afresh.
 *
 *   companyScheduledCached(code, company.id, ['news', 'page', categoryId, 0, 12], () => listNewsPage(…), { on: ['news'] })
 */
export async function companyScheduledCached<T>(
  code: string,
  companyId: number,
  key: readonly (string | number)[],
  read: () => Promise<T>,
  options: Pick<CompanyCacheOptions, 'on'> = {},
): Promise<T> {
  const next = await nextScheduledChange(code, companyId);
  const seconds = next === null ? null : Math.ceil((Date.parse(next) - Date.now()) / 1000);
  const revalidate = seconds === null ? undefined : Math.min(Math.max(seconds, 1), CACHE_REVALIDATE_SECONDS);
  return companyCached(code, [...key, `until:${next ?? 'none'}`], read, { on: options.on, revalidate });
}
