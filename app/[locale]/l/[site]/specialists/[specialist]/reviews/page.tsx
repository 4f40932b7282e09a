import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewFormSection } from '@/components/reviews/review-form-section';
import { ReviewList } from '@/components/reviews/review-list';
import { SpecialistHeader } from '@/components/specialists/specialist-header';
import { SpecialistTabs } from '@/components/specialists/specialist-tabs';
import { getPublishedReviews, REVIEWS_PAGE_SIZE } from '@/lib/content/reviews/service';
import { specialistMetadata } from '@/lib/content/specialists/metadata';
import { getSpecialists, loadRouteSpecialist } from '@/lib/content/specialists/service';
import { pickLocalized } from '@/lib/i18n/localized';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams & { specialist: string }> };

export const dynamicParams = true;
export function generateStaticParams(): { specialist: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return specialistMetadata(params, 'reviews');
}

/** /specialists/{specialist}/reviews: the specialist's published reviews and the form, with the specialist chosen. */
export default async function SpecialistReviewsPage({ params }: Props) {
  const { specialist: param } = await params;
  const site = await loadSitePage(params, `specialists/${param}/reviews`);
  const specialist = await loadRouteSpecialist(site.company, param);
  const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const [listing, specialists] = await Promise.all([
    getPublishedReviews(site.company.code, { companyId: site.company.id, specialistId: specialist.id }),
    getSpecialists(site.company.code, site.company.id),
  ]);
  const name = pickLocalized(specialist.fullName, site.locale);
  const href = siteLink(site.links, `specialists/${specialist.slug}`);
  return (
    <article className="flex flex-col gap-6">
      <SpecialistHeader site={site} specialist={specialist} heading={t('reviewsTitle', { name })} listTitle={sectionTitle(site, 'specialists', t('backToList'))} compact />
      <SpecialistTabs locale={site.locale} detailHref={href} reviewsHref={`${href}/reviews`} reviewCount={specialist.reviewCount} current="reviews" />
      <ReviewList locale={site.locale} listing={listing} pageSize={REVIEWS_PAGE_SIZE} emptyText={t('noReviews')} />
      <ReviewFormSection site={site} specialists={specialists} defaultSpecialist={specialist.slug} />
    </article>
  );
}
