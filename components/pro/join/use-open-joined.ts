'use client';

import { useRouter } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessStore } from '@/stores/business-store';
import { pushToast } from '@/stores/toast-store';
import { proHref } from '../pro-sections';

/** The answer of request_access and of invitation/accept: the cabinet joined. */
export type Joined = { COMPANY_CODE: string; COMPANY_CABINET_CODE: number; CABINET_NAME: string };

/**
 * After joining a cabinet (with a code or an invitation): the business-area state is dropped, a
 * toast names the cabinet, and the cabinet opens, so it loads with the new membership.
 */
export function useOpenJoined(locale: Locale, toast: (cabinet: string) => string) {
  const router = useRouter();
  return (joined: Joined) => {
    useBusinessStore.getState().reset();
    pushToast({ message: toast(joined.CABINET_NAME), variant: 'success' });
    router.push(proHref(locale, joined.COMPANY_CODE, joined.COMPANY_CABINET_CODE));
  };
}
