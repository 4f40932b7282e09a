import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';

/** A publication date as SPEC 9 shows it: '05 марта', with the year only when it is not this year. */
export function NewsDate({ value, locale, className = 'text-sm text-muted' }: { value: string; locale: Locale; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDate(value, locale)}
    </time>
  );
}
