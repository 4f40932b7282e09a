import { getTranslations } from 'next-intl/server';
import type { ReviewListing } from '@/lib/content/reviews/queries';
import type { Locale } from '@/lib/i18n/locales';
import { ReviewItem } from './review-item';

type Props = {
  locale: Locale;
  listing: ReviewListing;
  /** The newest this many are shown; a note says so when there are more. */
  pageSize: number;
  emptyText: string;
  /** On the company's reviews page each review links to its specialist. */
  specialistHref?: (slug: string) => string;
};

/** Published reviews, newest first, under an h2 of their own. */
export async function ReviewList({ locale, listing, pageSize, emptyText, specialistHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const texts = { rating: (rating: number) => t('rating', { rating }), aboutSpecialist: t('aboutSpecialist'), reply: t('reply'), visitConfirmed: t('visitConfirmed') };
  return (
    <section aria-labelledby="reviews-list-title" className="flex flex-col gap-4">
      <h2 id="reviews-list-title" className="text-xl font-semibold">
        {t('listTitle')}
      </h2>
      {listing.items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {listing.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} locale={locale} texts={texts} specialistHref={specialistHref} />
            </li>
          ))}
        </ul>
      )}
      {listing.total > pageSize && <p className="text-sm text-slate-700">{t('latestNote', { count: listing.items.length })}</p>}
    </section>
  );
}
