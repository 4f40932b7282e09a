import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isPathInMenu } from '@/lib/menu/menu-check';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import type { DoctorCardTexts } from './doctor-card';

/** The doctor cards' texts in the page's language. */
export async function doctorCardTexts(locale: Locale): Promise<DoctorCardTexts> {
  const t = await getTranslations({ locale, namespace: 'Specialists' });
  return {
    rating: (rating) => t('averageRating', { rating }),
    reviewCount: (count) => t('reviewCount', { count }),
    experience: (years) => t('experience', { years }),
    book: t('bookShort'),
    bookWith: (name) => t('bookWith', { name }),
  };
}

/**
 * The appointment form with this doctor chosen (the form reads ?specialist=<slug>), only where
 * the clinic takes bookings online: its menu has the appointment item (SPEC 2.5).
 */
export function doctorBookingHref(site: Site, slug: string): string | undefined {
  return isPathInMenu(site.menu, 'appointment') ? `${siteLink(site.links, 'appointment')}?specialist=${encodeURIComponent(slug)}` : undefined;
}
