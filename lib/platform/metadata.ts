import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { publicBaseUrl } from '@/lib/seo/urls';
import { platformHomeHref, type ClinicSearch } from './search-params';

const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ', uz: 'uz_UZ', en: 'en_US' };

/**
 * The platform home's title, description, canonical URL and hreflang alternates (every locale,
 * x-default -> Russian). A later page of the list is its own page (`/kk?page=2`), and so is a city's
 * or a specialty's list (`/kk?city=almaty`, issue 21); a text search is not indexed (its links are
 * still followed) and points at the home.
 */
export async function platformHomeMetadata(locale: Locale, search: ClinicSearch): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PlatformHome.meta' });
  const platform = await getTranslations({ locale, namespace: 'Platform' });
  const origin = publicBaseUrl().origin;
  const listed: ClinicSearch = search.query ? { query: '', page: 1 } : { query: '', page: search.page, city: search.city, specialty: search.specialty };
  const url = (l: Locale) => `${origin}${platformHomeHref(l, listed)}`;
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, url(l)]));
  languages['x-default'] = url('ru');
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates: { canonical: url(locale), languages },
    robots: search.query ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', url: url(locale), siteName: platform('title'), title: t('title'), description: t('description'), locale: OG_LOCALE[locale] },
  };
}
