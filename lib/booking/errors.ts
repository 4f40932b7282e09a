import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MESSAGES } from '@/lib/i18n/message-files';

export type BookingErrorCode = keyof (typeof MESSAGES)['ru']['BookingErrors'];

const CODES = new Set(Object.keys(MESSAGES.ru.BookingErrors));

/** A code's text in the caller's language (BookingErrors); an unknown code reads as invalid input. */
export function bookingErrorText(locale: Locale, code: string, params: Record<string, string | number> = {}): string {
  const t = translatorFor(locale, 'BookingErrors');
  return t((CODES.has(code) ? code : 'invalid_input') as BookingErrorCode, params as never);
}

/** A free time offered instead of a taken one. */
export type NextFreeTime = { start: string; end: string };

/**
 * A refusal of a booking call: `code` stable, `message` and each field's `fieldMessages` in the
 * caller's language, `fields` the codes a form reads. A taken slot carries `next`: the doctor's
 * next free times of that visit type.
 */
export class BookingError extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    code: BookingErrorCode,
    locale: Locale,
    fields?: Record<string, BookingErrorCode>,
    readonly next?: NextFreeTime[],
    params: Record<string, string | number> = {},
  ) {
    const first = fields ? Object.values(fields)[0] : undefined;
    super(
      status,
      code,
      bookingErrorText(locale, first ?? code, params),
      fields ? Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, [fieldCode]])) : undefined,
      fields ? Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, bookingErrorText(locale, fieldCode, params)])) : undefined,
    );
  }
}

/** The slot was taken (the exclusion constraint refused it): 409 with the next free times. */
export const slotTaken = (locale: Locale, next: NextFreeTime[]) => new BookingError(409, 'slot_taken', locale, undefined, next);
