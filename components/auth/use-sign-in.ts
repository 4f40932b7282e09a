'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@/lib/auth/sign-in/schemas';
import { announceAuthChange } from '@/lib/client/cross-tab';
import { useAuthStore } from '@/stores/auth-store';
import { currentUserQueryKey, type CurrentUser } from './use-current-user';
import { useApiClient } from '@/lib/api-client/use-api-client';

export const SIGN_IN_PATH = '/api-front2/v1/user/authorize';

/**
 * POST /api-front2/v1/user/authorize as form data (SPEC 7.2). On success the user goes into
 * the cache, other tabs hear `loggedin` (SPEC 4) and the logged-in event resolves the modal.
 */
export function useSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ login, password }: SignInInput) => (await client.post<{ data: CurrentUser }>(SIGN_IN_PATH, new URLSearchParams({ login, password }))).data,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      announceAuthChange('loggedIn');
      useAuthStore.getState().loggedIn();
    },
  });
}
