import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pickLocalized } from '@/lib/i18n/localized';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { siteFromParams } from '@/lib/seo/site-from-params';
import type { SiteParams } from '@/lib/site/load-site';
import { getRouteSpecialist } from './service';

/**
 * The metadata of a specialist's pages: the detail page (name, specialty and bio, a profile)
 * or their reviews page. Nothing when the specialist does not exist (the 404).
 */
export async function specialistMetadata(params: Promise<SiteParams & { specialist: string }>, page: 'details' | 'reviews'): Promise<Metadata> {
  const site = await siteFromParams(params);
  const specialist = await getRouteSpecialist(site.company, (await params).specialist);
  if (!specialist) return {};
  const name = pickLocalized(specialist.fullName, site.locale);
  const path = `specialists/${specialist.slug}`;
  if (page === 'reviews') {
    const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
    return listedPageMetadata(site, { path: `${path}/reviews`, title: t('reviewsTitle', { name }), image: specialist.photo });
  }
  const description = `${pickLocalized(specialist.specialty, site.locale)}. ${pickLocalized(specialist.bio, site.locale)}`;
  return listedPageMetadata(site, { path, title: name, description, image: specialist.photo, type: 'profile' });
}
