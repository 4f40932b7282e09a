import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ClinicDirectory } from '@/components/platform/clinic-directory';
import { LandingFeatures } from '@/components/platform/landing-features';
import { LandingHero } from '@/components/platform/landing-hero';
import { PlatformHeader } from '@/components/platform/platform-header';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { languageChoiceHref } from '@/lib/platform/language-choice';
import { platformHomeMetadata } from '@/lib/platform/metadata';
import { getDirectoryExample, getDirectoryFacets, getDirectoryPage } from '@/lib/platform/directory';
import { parseClinicSearch, platformHomeHref } from '@/lib/platform/search-params';
import { offeredLocales } from '@/lib/tenants/locales';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'ru');

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return platformHomeMetadata(localeOf((await params).locale), parseClinicSearch(await searchParams));
}

/**
 * The platform home: a clinic owner's landing page (what the product does, the main action,
 * an example) and the clinics on the platform, searched, filtered by city and specialty and paged
 * by plain GET forms and links. Server-rendered only: it is the bench's framework floor, with no
 * client component of ours. Its reads are cached under the `directory` tag (lib/platform/directory.ts):
 * a request costs no query while nothing listed changed, whatever the number of clinics.
 */
export default async function PlatformHome({ params, searchParams }: Props) {
  await connection();
  const locale = localeOf((await params).locale);
  const search = parseClinicSearch(await searchParams);
  const [result, facets, example] = await Promise.all([getDirectoryPage(search), getDirectoryFacets(), getDirectoryExample()]);
  // The current language links the page itself; another remembers the choice first (lib/platform/language-choice.ts).
  const languageLinks = Object.fromEntries(LOCALES.map((l) => [l, l === locale ? platformHomeHref(l, search) : languageChoiceHref(locale, l, search)])) as Record<Locale, string>;
  const exampleLocale = example && offeredLocales(example.name).includes(locale) ? locale : 'ru';
  return (
    <>
      <PlatformHeader locale={locale} languageLinks={languageLinks} />
      <main id="main">
        <LandingHero
          locale={locale}
          example={example && { name: pickLocalized(example.name, exampleLocale), href: siteLink({ locale: exampleLocale, companySlug: example.slug, isExternalHost: false }, '') }}
        />
        <LandingFeatures locale={locale} />
        <ClinicDirectory locale={locale} search={search} result={result} facets={facets} />
      </main>
    </>
  );
}
