import 'server-only';
import { unstable_cache } from 'next/cache';
import { getExampleClinic, listDirectoryFacets, searchClinics } from './queries';
import type { ClinicSearch } from './search-params';

/**
 * The platform directory's cache tag (issue 21, the shared contract): every read of the platform
 * home is cached under it, and invalidateCompany expires it when something the directory lists
 * changes (a clinic's name, address, description, logo, languages, status, domains or doctors'
 * specialties; a clinic created or deleted). One clinic's edit never expires another clinic's pages.
 */
export const DIRECTORY_TAG = 'directory';

/**
 * How long a cached directory read lives without an edit: an hour, a bound on what a missed
 * expiry could cost, while a request never queries PostgreSQL between edits (each distinct search
 * is one entry of the shared cache, bounded by its own size and TTL).
 */
const DIRECTORY_REVALIDATE_SECONDS = 60 * 60;

const cached = <T>(key: readonly string[], read: () => Promise<T>) => unstable_cache(read, ['directory', ...key], { tags: [DIRECTORY_TAG], revalidate: DIRECTORY_REVALIDATE_SECONDS })();

/** One page of the directory for a search (the search's every part is in the key). */
export const getDirectoryPage = (search: ClinicSearch) =>
  cached(['page', search.query, search.city ?? '', search.specialty ?? '', String(search.page)], () => searchClinics(search));

/** The filters the directory offers (the cities and specialties some clinic has). */
export const getDirectoryFacets = () => cached(['facets'], () => listDirectoryFacets());

/** The landing page's example clinic. */
export const getDirectoryExample = () => cached(['example', process.env.PLATFORM_EXAMPLE_CLINIC?.trim() ?? ''], () => getExampleClinic());
