import type { Locale } from '@/lib/i18n/locales';
import { groupOpeningHours, type DayBreak, type OpeningHours } from '@/lib/tenants/site-blocks';

const INTL_LOCALES: Record<Locale, string> = { ru: 'ru', kk: 'kk', uz: 'uz-Latn', en: 'en-GB' };

/** The weekday names of a locale, Monday first (Intl: every language of the site, no message per day). */
export function weekdayNames(locale: Locale, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
}

/** Opening hours as runs of days: «пн–пт 09:00–18:00, перерыв 13:00–14:00», «вс выходной»; a time never wraps. */
export function OpeningHoursList({ hours, locale, closedText, breakText }: { hours: OpeningHours; locale: Locale; closedText: string; breakText: (pause: DayBreak) => string }) {
  const names = weekdayNames(locale);
  const long = weekdayNames(locale, 'long');
  return (
    <ul className="grid gap-0.5" data-opening-hours>
      {groupOpeningHours(hours).map((run) => (
        <li key={run.from} className="flex flex-wrap gap-x-2">
          <span className="min-w-16">
            {run.from === run.to ? (
              <abbr title={long[run.from]} className="no-underline">{names[run.from]}</abbr>
            ) : (
              <>
                <abbr title={long[run.from]} className="no-underline">{names[run.from]}</abbr>–<abbr title={long[run.to]} className="no-underline">{names[run.to]}</abbr>
              </>
            )}
          </span>
          <span className="whitespace-nowrap">{run.hours ? `${run.hours.opens}–${run.hours.closes}` : closedText}</span>
          {run.hours?.break && <span className="whitespace-nowrap text-muted" data-opening-break>{breakText(run.hours.break)}</span>}
        </li>
      ))}
    </ul>
  );
}
