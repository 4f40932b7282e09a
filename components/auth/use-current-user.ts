'use client';

import { useQuery } from '@tanstack/react-query';
import type { userToWire } from '@/lib/auth/user-wire';
import { useAuthStore } from '@/stores/auth-store';
import type { ApiClient } from '@/lib/api-client/client';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** The user as GET /api-front2/v1/user answers it (SPEC 3 "User"). */
export type CurrentUser = ReturnType<typeof userToWire>;

export const CURRENT_USER_PATH = '/api-front2/v1/user';
/** The key of the signed-in user in React Query's cache; null is "nobody signed in". */
export const currentUserQueryKey = ['current-user'] as const;

/**
 * SPEC 4 and 7.3: loading the user sets authorized; any failure sets unauthorized. A 401 is
 * an answer (nobody is signed in: null), anything else stays an error for the caller to show.
 */
export async function fetchCurrentUser(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser | null> {
  const { setStatus } = useAuthStore.getState();
  try {
    const { data } = await client.get<{ data: CurrentUser }>(CURRENT_USER_PATH, { signal, loginRequired: 'fail' });
    setStatus('authorized');
    return data;
  } catch (error) {
    // A query cancelled by React Query says nothing about the visitor.
    if (signal?.aborted) throw error;
    setStatus('unauthorized');
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user. Only sign-in, logout and profile edits change it (they write the cache),
 * and another tab's sign-in reloads the page, so it is never refetched on its own.
 */
export function useCurrentUser() {
  const client = useApiClient();
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(client, signal),
    staleTime: Infinity,
  });
}
