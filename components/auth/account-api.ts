'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announceAuthChange } from '@/lib/client/cross-tab';
import { useAuthStore } from '@/stores/auth-store';
import { pushToast } from '@/stores/toast-store';
import { currentUserQueryKey, type CurrentUser } from './use-current-user';

/** The account calls of SPEC 7.2 beyond sign-in (the contract of issue 10, session A's server). */
export const ACCOUNT_PATHS = {
  registerEmail: '/api-front2/v1/user/register/email',
  registerPhone: '/api-front2/v1/user/register/phone',
  registerResend: '/api-front2/v1/user/register/resend',
  registerConfirm: '/api-front2/v1/user/register/confirmation_code',
  confirmEmail: '/api-front2/v1/user/confirmation/email',
  confirmPhone: '/api-front2/v1/user/confirmation/phone',
  restore: '/api-front2/v1/user/restore',
  restorePassword: '/api-front2/v1/user/restore_password',
  changePassword: '/api-front2/v1/user/change_password',
  changeInformation: '/api-front2/v1/user/change_information',
  sessions: '/api-front2/v1/user/sessions',
  endOtherSessions: '/api-front2/v1/user/sessions/end_others',
} as const;

/** A code was sent: by which channel, to whom, and when the next may be asked for. */
export type CodeSent = { channel: 'email' | 'sms'; target: string; resendAfter: number; expiresIn?: number };

/**
 * What every way of signing in ends with (sign-up's code, restore's new password): the user
 * goes into the cache, other tabs hear `loggedin` (SPEC 4), the logged-in event resolves the
 * modal, and the visitor is told.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser, message: string) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      announceAuthChange('loggedIn');
      useAuthStore.getState().loggedIn();
      pushToast({ message, variant: 'success' });
    },
    [queryClient],
  );
}
