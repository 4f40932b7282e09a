import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PlatformHeader } from '@/components/platform/platform-header';
import { isLocale, LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { listCompanies } from '@/lib/platform/queries';
import { offeredLocales } from '@/lib/tenants/locales';
import { siteLink } from '@/lib/tenants/links';
import { handoffLink } from '@/lib/accounts/handoff-link';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'ru', namespace: 'Platform' });
  return { title: t('title'), description: t('description') };
}

/** The platform home: the clinic directory. */
export default async function PlatformHome({ params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ru';
  const t = await getTranslations({ locale, namespace: 'Platform' });
  const clinics = await listCompanies();
  return (
    <>
      <PlatformHeader locale={locale} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('description')}</p>
        <h2 className="mt-10 text-xl font-semibold">{t('clinics')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {clinics.map((clinic) => {
            const locales = offeredLocales(clinic.name);
            const siteLocale = locales.includes(locale) ? locale : 'ru';
            return (
              <li key={clinic.id} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold">{pickLocalized(clinic.name, siteLocale)}</h3>
                <p className="mt-1 text-sm text-muted">{pickLocalized(clinic.shortDescription, siteLocale)}</p>
                <p className="mt-2 text-sm">
                  {t('languages')}: {locales.map((l) => LOCALE_NAMES[l]).join(', ')}
                </p>
                <a className="mt-3 inline-block font-medium text-brand-700 underline" href={siteLink({ locale: siteLocale, companySlug: clinic.slug, isExternalHost: false }, '')}>
                  {t('openSite')}
                  <span className="sr-only">: {pickLocalized(clinic.name, siteLocale)}</span>
                </a>
                {clinic.domains[0] && (
                  // Its own domain, through the sign-in handoff: a signed-in patient arrives signed in there too,
                  // anyone else is sent straight on (docs/decisions.md, "One account across domains").
                  <a className="mt-3 ml-4 inline-block font-medium text-brand-700 underline" href={handoffLink(locale, clinic.domains[0], siteLocale)} rel="nofollow">
                    {clinic.domains[0]}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </main>
    </>
  );
}
