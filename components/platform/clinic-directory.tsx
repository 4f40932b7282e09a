import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { CityKey } from '@/lib/db/directory/cities';
import type { ClinicPage } from '@/lib/platform/queries';
import { CLINIC_QUERY_MAX, isFiltered, platformHomeHref, type ClinicSearch } from '@/lib/platform/search-params';
import { SPECIALTY_KEYS, type SpecialtyKey } from '@/lib/db/directory/specialties';
import { ClinicCard } from './clinic-card';

type Props = { locale: Locale; search: ClinicSearch; result: ClinicPage; facets: { cities: CityKey[]; specialties: SpecialtyKey[] } };

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink';

/**
 * The clinics on the platform, one page at a time: a plain GET search by name or city, a city and
 * a specialty to choose (issue 21; the ones some clinic has), and page links
 * (`/?q=Мед&city=almaty&specialty=cardiologist&page=2`), so it works the same without JavaScript.
 */
export async function ClinicDirectory({ locale, search, result, facets }: Props) {
  const t = await getTranslations({ locale, namespace: 'PlatformHome.directory' });
  const d = await getTranslations({ locale, namespace: 'PlatformDirectory' });
  const { clinics, total, page, pages } = result;
  const home = platformHomeHref(locale);
  const filtered = isFiltered(search);
  const pageHref = (to: number) => `${platformHomeHref(locale, { ...search, page: to })}#clinics`;
  // A filter named in the address stays offered even when no clinic has it (any more): the select shows what is applied.
  const cities = search.city && !facets.cities.includes(search.city) ? [...facets.cities, search.city] : facets.cities;
  const specialties = search.specialty && !facets.specialties.includes(search.specialty) ? [...facets.specialties, search.specialty] : facets.specialties;
  const specialtyNames: Record<string, string> = Object.fromEntries(SPECIALTY_KEYS.map((key) => [key, d(`specialties.${key}`)]));
  return (
    <section id="clinics" aria-labelledby="clinics-title" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-10 sm:py-14">
      <h2 id="clinics-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {t('title')}
      </h2>
      <form role="search" method="get" action={`${home}#clinics`} className="mt-5 grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="clinic-search" className="text-sm font-medium text-ink">
            {t('searchLabel')}
          </label>
          <input id="clinic-search" name="q" type="search" defaultValue={search.query} maxLength={CLINIC_QUERY_MAX} autoComplete="off" className={FIELD} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="clinic-city" className="text-sm font-medium text-ink">
            {d('cityLabel')}
          </label>
          <select id="clinic-city" name="city" defaultValue={search.city ?? ''} className={FIELD}>
            <option value="">{d('anyCity')}</option>
            {cities.map((key) => (
              <option key={key} value={key}>
                {d(`cities.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="clinic-specialty" className="text-sm font-medium text-ink">
            {d('specialtyLabel')}
          </label>
          <select id="clinic-specialty" name="specialty" defaultValue={search.specialty ?? ''} className={FIELD}>
            <option value="">{d('anySpecialty')}</option>
            {specialties.map((key) => (
              <option key={key} value={key}>
                {specialtyNames[key]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('submit')}
        </button>
      </form>
      <p className="mt-4 text-sm text-muted" role="status">
        {filtered ? t('found', { count: total }) : t('total', { count: total })}
        {filtered && (
          <>
            {' '}
            <a href={`${home}#clinics`} className="font-medium text-brand-800 underline underline-offset-2">
              {d('clear')}
            </a>
          </>
        )}
      </p>
      {clinics.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clinics.map((clinic) => (
            <ClinicCard key={clinic.id} clinic={clinic} locale={locale} texts={{ open: t('open'), languages: t('languages'), doctors: d('doctors') }} specialtyNames={specialtyNames} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6">
          <p className="text-base text-ink">{search.city || search.specialty ? d('noMatch') : search.query ? t('empty', { query: search.query }) : t('none')}</p>
          {filtered && (
            <a href={`${home}#clinics`} className="mt-3 inline-block font-medium text-brand-800 underline underline-offset-2">
              {t('showAll')}
            </a>
          )}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('pages')} className="mt-6 flex flex-wrap items-center gap-3">
          {page > 1 && (
            <a href={pageHref(page - 1)} rel="prev" className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-brand-800 hover:bg-brand-50">
              {t('previous')}
            </a>
          )}
          <span className="text-sm text-muted">
            {t('pageOf', { page, pages })}
          </span>
          {page < pages && (
            <a href={pageHref(page + 1)} rel="next" className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-brand-800 hover:bg-brand-50">
              {t('next')}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
