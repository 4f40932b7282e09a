import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { REVIEW_FORM_ANCHOR, ReviewFormSection } from '@/components/reviews/review-form-section';
import { ReviewList } from '@/components/reviews/review-list';
import { getPublishedReviews, REVIEWS_PAGE_SIZE } from '@/lib/content/reviews/service';
import { getSpecialists } from '@/lib/content/specialists/service';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'reviews', 'Reviews');
}

/** /reviews: the newest published reviews of the company and its specialists, and the form to leave one. */
export default async function ReviewsPage({ params }: Props) {
  const site = await loadSitePage(params, 'reviews');
  const t = await getTranslations({ locale: site.locale, namespace: 'Reviews' });
  const [listing, specialists] = await Promise.all([
    getPublishedReviews(site.company.code, { companyId: site.company.id }),
    getSpecialists(site.company.code, site.company.id),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-bold">{sectionTitle(site, 'reviews', t('title'))}</h1>
        {listing.averageRating !== null && <p className="text-slate-700">{t('summary', { rating: listing.averageRating, count: listing.total })}</p>}
        <a href={`#${REVIEW_FORM_ANCHOR}`} className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {t('leaveLink')}
        </a>
      </header>
      <ReviewList
        locale={site.locale}
        listing={listing}
        pageSize={REVIEWS_PAGE_SIZE}
        emptyText={t('empty')}
        specialistHref={(slug) => siteLink(site.links, `specialists/${slug}`)}
      />
      <ReviewFormSection site={site} specialists={specialists} />
    </div>
  );
}
