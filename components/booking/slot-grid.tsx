'use client';

import { formatDate } from '@/lib/dates/format';
import { addWallDays } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';
import type { BookingTexts, FreeSlot } from './types';

type Props = {
  days: { date: string; slots: FreeSlot[] }[];
  /** The clinic's today (its zone): "today" and "tomorrow" read from it. */
  today: string;
  timeZone: string;
  locale: Locale;
  texts: BookingTexts;
  onPick: (slot: FreeSlot) => void;
  /** At most this many times a day (a card's short row); all by default. */
  perDay?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** A day's heading: "Today, 07 December" / «Завтра, 08 декабря», else the date alone (SPEC 9, the clinic's zone). */
export function dayLabel(date: string, today: string, locale: Locale, timeZone: string, texts: BookingTexts): string {
  const written = formatDate(date, locale, { zone: timeZone, now: `${today}T12:00:00Z` });
  if (date === today) return `${texts.today}, ${written}`;
  if (date === addWallDays(today, 1)) return `${texts.tomorrow}, ${written}`;
  return written;
}

/** Free times by day, each a button big enough for a thumb (44 px). */
export function SlotGrid({ days, today, timeZone, locale, texts, onPick, perDay, headingLevel: Heading = 'h3' }: Props) {
  return (
    <div className="flex flex-col gap-3">
      {days.map((day) => {
        const label = dayLabel(day.date, today, locale, timeZone, texts);
        return (
          <section key={day.date} aria-label={label} data-slot-day={day.date}>
            <Heading className="mb-1.5 text-sm font-semibold text-slate-800">{label}</Heading>
            <ul className="flex flex-wrap gap-2">
              {day.slots.slice(0, perDay).map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    onClick={() => onPick(slot)}
                    aria-label={texts.timeLabel.replace('{date}', label).replace('{time}', slot.time)}
                    className="min-h-11 min-w-16 rounded-lg border border-brand-700 bg-white px-3 text-base font-medium text-brand-800 tabular-nums hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    data-slot={slot.start}
                  >
                    {slot.time}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
