import { Paragraphs } from '@/components/content/paragraphs';
import type { ReviewRecord } from '@/lib/content/reviews/queries';
import { formatDate } from '@/lib/dates/format';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { RatingStars } from './rating-stars';
import { VisitConfirmedMark } from './visit-confirmed-mark';

export type ReviewItemTexts = { rating: (rating: number) => string; aboutSpecialist: string; reply: string; visitConfirmed: string };

type Props = { review: ReviewRecord; locale: Locale; texts: ReviewItemTexts; specialistHref?: (slug: string) => string };

/** One published review. Its text is plain text as the visitor wrote it: React prints it, markup and all, as text. */
export function ReviewItem({ review, locale, texts, specialistHref }: Props) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold break-words">{review.authorName}</h3>
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {formatDate(review.createdAt, locale)}
        </time>
      </header>
      <RatingStars rating={review.rating} label={texts.rating(review.rating)} />
      {review.visitConfirmed && <VisitConfirmedMark label={texts.visitConfirmed} />}
      {specialistHref && review.specialist && (
        <p className="text-sm text-slate-700">
          {texts.aboutSpecialist}{' '}
          <a href={specialistHref(review.specialist.slug)} className="font-medium text-brand-800 underline underline-offset-4">
            {pickLocalized(review.specialist.fullName, locale)}
          </a>
        </p>
      )}
      <Paragraphs text={review.text} className="flex flex-col gap-3 leading-relaxed break-words" />
      {review.reply && (
        <div className="rounded-lg border-l-4 border-brand-700 bg-slate-50 p-4">
          <p className="mb-1 text-sm font-semibold">{texts.reply}</p>
          <Paragraphs text={review.reply} className="flex flex-col gap-2 text-sm leading-relaxed" />
        </div>
      )}
    </article>
  );
}
