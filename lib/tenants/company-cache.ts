import { unstable_cache } from 'next/cache';
import { TAGS } from './cache-tags';

/** Cached reads live a day at most; an edit expires them at once through the company's tag. */
export const CACHE_REVALIDATE_SECONDS = 24 * 60 * 60;

/**
 * One cached read of a company's data, tagged with its code, so every writer that calls
 * invalidateCompany(code) expires exactly what the readers cached. `key` names the read
 * and its arguments (`['material', 'osms']`); the code is added to it.
 *
 *   companyCached(company.code, ['gallery'], () => listGallery(company.id))
 */
export function companyCached<T>(code: string, key: readonly (string | number)[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key.map(String), code], { tags: [TAGS.company(code)], revalidate: CACHE_REVALIDATE_SECONDS })();
}

/** A read that does not belong to one company (the slug and domain map), tagged `sites`. */
export function sitesCached<T>(key: readonly string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key], { tags: [TAGS.sites], revalidate: CACHE_REVALIDATE_SECONDS })();
}
