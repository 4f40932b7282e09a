import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { SpecialistRating, SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { initialsOf } from './initials';
import { PHOTO_SIZE } from './specialist-photo';

export type DoctorCardTexts = {
  /** "Средняя оценка 4,8 из 5": read out instead of the star. */
  rating: (rating: number) => string;
  reviewCount: (count: number) => string;
  /** "Стаж 18 лет". */
  experience: (years: number) => string;
  book: string;
  /** The book link's name, with the doctor's ("Записаться: Волков Дмитрий Андреевич"). */
  bookWith: (name: string) => string;
};

type Props = {
  specialist: SpecialistSummaryRecord;
  rating?: SpecialistRating;
  locale: Locale;
  href: string;
  /** The appointment form with this doctor chosen; none where the clinic takes no bookings online. */
  bookHref?: string;
  texts: DoctorCardTexts;
  /** Heading level of the name: h2 on the doctors' page, h3 under the home's «Наши врачи». */
  heading?: 'h2' | 'h3';
  eager?: boolean;
  /** The doctor's soonest free times (slots mode), under the card's row. */
  times?: ReactNode;
};

/**
 * A compact doctor card (issue 20): on a phone one row of about 110 px — photo or initials,
 * name, specialty and experience, rating with its count and "book"; a grid cell on wider screens. The name is
 * the card's link (its ::after covers the card); "book" sits above that cover.
 */
export function DoctorCard({ specialist, rating, locale, href, bookHref, texts, heading: Heading = 'h2', eager = false, times }: Props) {
  const name = pickLocalized(specialist.fullName, locale);
  const image = specialist.photoImage ?? specialist.photo;
  return (
    <article
      className="relative flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700 sm:p-4"
      data-doctor-card={specialist.slug}
    >
      {image ? (
        // The name next to it says who this is: the portrait adds nothing for a screen reader.
        <ResponsiveImage image={image} alt="" sizes="4rem" {...PHOTO_SIZE} priority={eager} className="size-16 shrink-0 rounded-full bg-brand-50 object-cover object-top" />
      ) : (
        <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800">
          {initialsOf(name)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="font-semibold leading-snug break-words">
          <a href={href} className="text-brand-800 outline-none after:absolute after:inset-0 after:rounded-xl hover:underline">
            {name}
          </a>
        </Heading>
        <p className="text-sm text-slate-700">
          {pickLocalized(specialist.specialty, locale)}
          {specialist.experienceYears !== null && specialist.experienceYears > 0 && (
            // On a phone the card stays one compact row: the experience is on the doctor's page there.
            <span className="hidden whitespace-nowrap sm:inline">
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {texts.experience(specialist.experienceYears)}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-1">
          {rating ? (
            <p className="text-sm text-slate-700">
              <span aria-hidden="true" className="text-amber-700">★ </span>
              <span className="sr-only">{texts.rating(rating.average)}</span>
              <span aria-hidden="true" className="font-semibold text-ink">{new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average)}</span>
              <span aria-hidden="true"> · </span>
              {texts.reviewCount(rating.count)}
            </p>
          ) : (
            <span />
          )}
          {bookHref && (
            <a
              href={bookHref}
              aria-label={texts.bookWith(name)}
              className="relative z-10 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-800"
            >
              {texts.book}
            </a>
          )}
        </div>
        {times}
      </div>
    </article>
  );
}
