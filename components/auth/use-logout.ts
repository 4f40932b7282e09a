'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announceAuthChange } from '@/lib/client/cross-tab';
import { useAuthStore } from '@/stores/auth-store';
import { currentUserQueryKey } from './use-current-user';
import { useApiClient } from '@/lib/api-client/use-api-client';

export const LOGOUT_PATH = '/api-front2/v1/user/logout';

/**
 * SPEC 4: logout clears the user (the server clears the session cookie) and other tabs hear
 * `loggedout`. SPEC 7.3: a failed logout returns false and changes nothing; the caller tells
 * the visitor.
 */
export function useLogout(): () => Promise<boolean> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: () => client.get(LOGOUT_PATH),
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      announceAuthChange('loggedOut');
      useAuthStore.getState().setStatus('unauthorized');
    },
  });
  return useCallback(
    () =>
      mutateAsync().then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
}
