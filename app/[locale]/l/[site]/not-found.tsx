import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { isLocale } from '@/lib/i18n/locales';

/** A 404 inside a company site: rendered within the site layout (logo, favicon), back to the company home. */
export default async function SiteNotFound() {
  const current = await getLocale();
  return <NotFoundView locale={isLocale(current) ? current : 'ru'} />;
}
