import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/reviews/rating-stars';
import { VisitConfirmedMark } from '@/components/reviews/visit-confirmed-mark';
import type { ReviewRecord } from '@/lib/content/reviews/queries';
import { formatDate } from '@/lib/dates/format';
import { pickLocalized } from '@/lib/i18n/localized';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

/** How many of the newest published reviews the home shows. */
export const HOME_REVIEWS = 3;

type Props = { site: Site; reviews: ReviewRecord[]; total: number };

/**
 * The newest published reviews, short (four lines of text each; the whole one is on the reviews
 * page), and the link to all of them. Only where the clinic's menu has its reviews page.
 */
export async function HomeReviews({ site, reviews, total }: Props) {
  if (reviews.length === 0 || !isPathInMenu(site.menu, 'reviews')) return null;
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHome' });
  const tr = await getTranslations({ locale: site.locale, namespace: 'Reviews' });
  return (
    <section aria-labelledby="home-reviews" className="@container flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="home-reviews" className="text-xl font-semibold">
          {sectionTitle(site, 'reviews', t('reviewsTitle'))}
        </h2>
        <a href={siteLink(site.links, 'reviews')} className="py-1 font-medium text-brand-800 underline underline-offset-4" data-home-all-reviews>
          {t('allReviews', { count: total })}
        </a>
      </div>
      <ul className="grid gap-3 @3xl:grid-cols-3">
        {reviews.slice(0, HOME_REVIEWS).map((review) => (
          <li key={review.id}>
            <article className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <h3 className="font-semibold break-words">{review.authorName}</h3>
                <time dateTime={review.createdAt} className="text-sm text-slate-600">
                  {formatDate(review.createdAt, site.locale)}
                </time>
              </div>
              <RatingStars rating={review.rating} label={tr('rating', { rating: review.rating })} />
              {review.visitConfirmed && <VisitConfirmedMark label={tr('visitConfirmed')} />}
              {review.specialist && (
                <p className="text-sm text-slate-700">
                  {tr('aboutSpecialist')}{' '}
                  <a href={siteLink(site.links, `specialists/${review.specialist.slug}`)} className="font-medium text-brand-800 underline underline-offset-4">
                    {pickLocalized(review.specialist.fullName, site.locale)}
                  </a>
                </p>
              )}
              <p className="line-clamp-4 leading-relaxed break-words whitespace-pre-line">{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
