import 'server-only';
import { cache } from 'react';
import { getProfileUser } from '@/components/profile/profile-user';
import { loadShellState } from '@/lib/business/shell';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The business-area state of a cabinet address (server-only: kept out of components/, which the
 * client reaches) for the signed-in user of this request, read
 * once per request (the cabinet layout and its page both ask), or null when signed out (the
 * pro layout shows the sign-in then). The same reads and membership checks as the API's calls.
 */
export const cabinetShellState = cache(async (locale: Locale, companyCode: string, cabinetCode: number) => {
  const user = await getProfileUser();
  return user ? loadShellState(user.ID, locale, companyCode, cabinetCode) : null;
});
