'use client';

import { useTranslations } from 'next-intl';
import { REVIEW_STATUSES } from '@/lib/business/inbox/statuses';
import { RequirePermission } from '../require-permission';
import { useBusinessErrorTexts } from '../business-error-texts';
import { useAreaList, useListParams, type ReviewItem } from '../inbox/inbox-data';
import { DateTime, Details, ItemCard, Pager, StatusBadge, StatusFilter } from '../inbox/inbox-list';
import { ReviewActions } from './review-actions';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

/** The company's reviews to moderate (reviews.moderate): pending by default, or published, or rejected. */
export function ReviewsView() {
  return (
    <RequirePermission permission="reviews.moderate">
      <Reviews />
    </RequirePermission>
  );
}

function Reviews() {
  const t = useTranslations('BusinessReviews');
  // The inboxes' load texts: reviews are one of them.
  const inbox = useTranslations('BusinessInbox');
  const filter = useListParams(REVIEW_STATUSES);
  // The server lists the pending reviews when no status is asked for: so does the address.
  const status = filter.status ?? 'pending';
  const list = useAreaList<ReviewItem>('reviews', { status, page: filter.page });
  const errorTexts = useBusinessErrorTexts('reviews.moderate');
  return (
    <section className="flex flex-col gap-5" aria-labelledby="reviews-title">
      <header className="flex flex-col gap-2">
        <h1 id="reviews-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <StatusFilter
        label={t('filter')}
        current={filter.status}
        options={REVIEW_STATUSES.map((value) => ({ value: value === 'pending' ? null : value, label: t(`filterStatus.${value}`) }))}
      />
      <QueryStatus query={list} texts={loadTexts(inbox)} />
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>{t(`empty.${status}`)}</p>
        ) : (
          <ul aria-label={t('list')} aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4">
            {list.data.data.map((item) => (
              <Review key={item.ID} item={item} errorTexts={errorTexts} />
            ))}
          </ul>
        ))}
      {list.data && <Pager filter={{ status: filter.status }} meta={list.data.meta} />}
    </section>
  );
}

function Review({ item, errorTexts }: { item: ReviewItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessReviews');
  const caption = useTranslations('BusinessInbox.fields')('status');
  return (
    <ItemCard
      id={`review-${item.ID}`}
      heading={item.AUTHOR_NAME}
      badge={<StatusBadge status={item.STATUS} label={t(`status.${item.STATUS}`)} caption={caption} />}
      details={
        <>
          <p className="font-medium">
            <span aria-hidden="true" className="mr-2 tracking-widest text-amber-700">
              {'★'.repeat(item.RATING)}
              <span className="text-slate-400">{'★'.repeat(Math.max(0, 5 - item.RATING))}</span>
            </span>
            {t('rating', { rating: item.RATING })}
          </p>
          <p className="break-words whitespace-pre-line">{item.TEXT}</p>
          <Details
            rows={[
              { label: t('about'), value: item.SPECIALIST?.FULL_NAME ?? t('aboutClinic') },
              { label: t('written'), value: <DateTime value={item.CREATED_AT} /> },
              item.FROM_SIGNED_IN_PATIENT && { label: t('author'), value: t('signedIn') },
            ]}
          />
        </>
      }
      actions={<ReviewActions item={item} errorTexts={errorTexts} />}
    />
  );
}
