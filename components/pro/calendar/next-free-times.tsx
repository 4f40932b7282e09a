'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/dates/format';
import { instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';

/** A free time picked from a 409 slot_taken, as the calendar's forms hold it: the wall day and times in the clinic's zone. */
export type PickedTime = { day: string; start: string; end: string };

/**
 * After a 409 slot_taken the server sends the doctor's next free times (ApiError.next): each is a
 * button; a tap hands the time, in the clinic's zone, to the form (`onPick`). Nothing otherwise.
 */
export function NextFreeTimes({ error, zone, onPick }: { error: unknown; zone: string; onPick: (time: PickedTime) => void }) {
  const t = useTranslations('BusinessCalendar.form');
  const locale = useLocale() as Locale;
  const labelId = useId();
  const next = isApiError(error) && error.code === 'slot_taken' ? (error.next ?? []) : [];
  if (next.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2" data-testid="calendar-next-free">
      <p id={labelId} className="text-sm font-medium">
        {t('nextFree')}
      </p>
      <div className="flex flex-wrap gap-2">
        {next.map((time) => (
          <Button
            key={time.start}
            variant="secondary"
            onClick={() => onPick({ day: instantToWallDate(new Date(time.start), zone), start: instantToWallTime(new Date(time.start), zone), end: instantToWallTime(new Date(time.end), zone) })}
          >
            {formatDateTime(time.start, locale, { zone })}
          </Button>
        ))}
      </div>
    </div>
  );
}
