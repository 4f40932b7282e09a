import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { isCityKey, type CityKey } from '@/lib/db/directory/cities';
import { isSpecialtyKey, type SpecialtyKey } from '@/lib/db/directory/specialties';

/** Clinics on one page of the platform home's directory. */
export const CLINICS_PAGE_SIZE = 12;
/** Longer search text is cut: no clinic's name or address is longer. */
export const CLINIC_QUERY_MAX = 100;
const PAGE_MAX = 100_000;

/** The directory's search: text, page, and (issue 21) a city and a specialty of lib/platform's lists when chosen. */
export type ClinicSearch = { query: string; page: number; city?: CityKey; specialty?: SpecialtyKey };
type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The directory's search from the address: `/?q=Мед&city=almaty&specialty=cardiologist&page=2` ->
 * { query: 'Мед', page: 2, city: 'almaty', specialty: 'cardiologist' }. Anything odd (`page=abc`,
 * `page=-3`, a repeated `q`, a city the list does not have) reads as the first page or no filter, never an error.
 */
export function parseClinicSearch(params: RawParams): ClinicSearch {
  const query = first(params.q).replace(/\s+/g, ' ').trim().slice(0, CLINIC_QUERY_MAX);
  const raw = first(params.page).trim();
  const page = /^\d{1,6}$/.test(raw) ? Math.min(Math.max(1, Number(raw)), PAGE_MAX) : 1;
  const city = first(params.city).trim();
  const specialty = first(params.specialty).trim();
  return { query, page, ...(isCityKey(city) && { city }), ...(isSpecialtyKey(specialty) && { specialty }) };
}

/** Whether the search narrows the list (text, city or specialty). */
export const isFiltered = (search: ClinicSearch) => Boolean(search.query || search.city || search.specialty);

/** The query string of a search (`?q=…&city=…&specialty=…&page=2`), empty for the first page of every clinic. */
export function clinicSearchQuery({ query, page, city, specialty }: ClinicSearch): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (city) params.set('city', city);
  if (specialty) params.set('specialty', specialty);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The platform home in a locale with a search: ('kk', { query: 'Алматы', page: 1 }) -> `/kk?q=…`; ('ru', none) -> `/`. */
export function platformHomeHref(locale: Locale, search: ClinicSearch = { query: '', page: 1 }): string {
  return `${localePrefix(locale) || '/'}${clinicSearchQuery(search)}`;
}
