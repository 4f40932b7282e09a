'use server';

import { getProfileUser } from '@/components/profile/profile-user';
import type { CancelOwnVisitResult } from '@/components/profile/visit-cancel';
import { cancelOwnVisit } from '@/lib/accounts/visits';
import { BookingError, bookingErrorText } from '@/lib/booking/errors';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

const MAX_ID = 2_147_483_647;

/**
 * Cancels one of the signed-in patient's visits from /profile/visits. A server action (Next refuses
 * it from another origin); the session is read here, never trusted from the page: the visit must be
 * the session user's (lib/accounts/visits cancelOwnVisit), else the same 404 as a missing one.
 */
export async function cancelVisitFromProfile(visitId: number, localeValue: string): Promise<CancelOwnVisitResult> {
  const locale = isLocale(localeValue) ? localeValue : DEFAULT_LOCALE;
  const user = await getProfileUser();
  if (!user || !Number.isInteger(visitId) || visitId < 1 || visitId > MAX_ID) return { ok: false, message: bookingErrorText(locale, 'not_found') };
  try {
    await cancelOwnVisit(user.ID, visitId, locale);
    return { ok: true };
  } catch (error) {
    if (error instanceof BookingError) return { ok: false, message: error.message };
    throw error;
  }
}
