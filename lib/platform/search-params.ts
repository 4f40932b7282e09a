import { localePrefix, type Locale } from '@/lib/i18n/locales';

/** Clinics on one page of the platform home's directory. */
export const CLINICS_PAGE_SIZE = 12;
/** Longer search text is cut: no clinic's name or address is longer. */
export const CLINIC_QUERY_MAX = 100;
const PAGE_MAX = 100_000;

export type ClinicSearch = { query: string; page: number };
type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The directory's search from the address: `/?q=Алматы&page=2` -> { query: 'Алматы', page: 2 }.
 * Anything odd (`page=abc`, `page=-3`, a repeated `q`) reads as the first page, never an error.
 */
export function parseClinicSearch(params: RawParams): ClinicSearch {
  const query = first(params.q).replace(/\s+/g, ' ').trim().slice(0, CLINIC_QUERY_MAX);
  const raw = first(params.page).trim();
  const page = /^\d{1,6}$/.test(raw) ? Math.min(Math.max(1, Number(raw)), PAGE_MAX) : 1;
  return { query, page };
}

/** The query string of a search (`?q=…&page=2`), empty for the first page of every clinic. */
export function clinicSearchQuery({ query, page }: ClinicSearch): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The platform home in a locale with a search: ('kk', { query: 'Алматы', page: 1 }) -> `/kk?q=…`; ('ru', none) -> `/`. */
export function platformHomeHref(locale: Locale, search: ClinicSearch = { query: '', page: 1 }): string {
  return `${localePrefix(locale) || '/'}${clinicSearchQuery(search)}`;
}
