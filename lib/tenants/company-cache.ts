import { unstable_cache } from 'next/cache';
import { TAGS } from './cache-tags';
import { findNextPublication } from './schedule';

/** Cached reads live a day at most; an edit expires them at once through the company's tag. */
export const CACHE_REVALIDATE_SECONDS = 24 * 60 * 60;

/**
 * One cached read of a company's data, tagged with its code, so every writer that calls
 * invalidateCompany(code) expires exactly what the readers cached. `key` names the read
 * and its arguments (`['material', 'osms']`); the code is added to it. A shorter
 * `revalidate` also shortens the life of the page that reads it (Next takes the lowest).
 *
 *   companyCached(company.code, ['gallery'], () => listGallery(company.id))
 */
export function companyCached<T>(code: string, key: readonly (string | number)[], read: () => Promise<T>, options: { revalidate?: number } = {}): Promise<T> {
  return unstable_cache(read, [...key.map(String), code], { tags: [TAGS.company(code)], revalidate: options.revalidate ?? CACHE_REVALIDATE_SECONDS })();
}

/** A read that does not belong to one company (the slug and domain map), tagged `sites`. */
export function sitesCached<T>(key: readonly string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key], { tags: [TAGS.sites], revalidate: CACHE_REVALIDATE_SECONDS })();
}

/**
 * When the company's next scheduled news item becomes public (ISO), or null. Each answer is
 * cached under a key of its own, named by the time before it: once that time has come, the
 * next one is asked under a new key ('now' -> T1 -> T2 …), so no cached answer outlives its time.
 */
async function nextScheduledChange(code: string, companyId: number): Promise<string | null> {
  let after = 'now';
  for (let step = 0; step < 8; step += 1) {
    const next = await companyCached(code, ['schedule', after], () => findNextPublication(companyId));
    if (next === null || Date.parse(next) > Date.now()) return next;
    after = next;
  }
  return findNextPublication(companyId);
}

/**
 * A cached read of what a scheduled news item changes when its time comes (news lists, an
 * item, the sitemap). Writers expire it through the company's tag; the clock cannot, since no
 * request runs at that moment (a job runs outside Next's cache, where tags cannot be expired).
 * So the read is keyed by the company's next scheduled publication and lives until then at
 * most: the page that reads it is rendered again once that time has come, and reads afresh.
 *
 *   companyScheduledCached(code, company.id, ['news', 'page', categoryId, 0, 12], () => listNewsPage(…))
 */
export async function companyScheduledCached<T>(code: string, companyId: number, key: readonly (string | number)[], read: () => Promise<T>): Promise<T> {
  const next = await nextScheduledChange(code, companyId);
  const seconds = next === null ? null : Math.ceil((Date.parse(next) - Date.now()) / 1000);
  const revalidate = seconds === null ? undefined : Math.min(Math.max(seconds, 1), CACHE_REVALIDATE_SECONDS);
  return companyCached(code, [...key, `until:${next ?? 'none'}`], read, { revalidate });
}
