'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { currentUserQueryKey, type CurrentUser } from '@/components/auth/use-current-user';
import { ApiProvider } from '@/lib/api-client/provider';
import { displayPhone as groupedPhone } from '@/lib/phone/normalize';
import { useAuthStore } from '@/stores/auth-store';

/**
 * React Query and the API client for a section of the account area, with the current-user
 * query seeded from the server's render (the layout already read the user), so a section
 * shows at once and makes no second call for it.
 */
export function ProfileData({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <ApiProvider>
      <Seed user={user}>{children}</Seed>
    </ApiProvider>
  );
}

function Seed({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once, before the first render of the section: an existing entry (a sign-in meanwhile) wins.
  useState(() => {
    if (queryClient.getQueryData(currentUserQueryKey) === undefined) queryClient.setQueryData(currentUserQueryKey, user);
    if (useAuthStore.getState().status === 'unknown') useAuthStore.getState().setStatus('authorized');
  });
  return children;
}

/** After a change of the user: the answer shows at once, and the query is marked stale and read again. */
export function useUserChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser | undefined) => {
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    [queryClient],
  );
}

/** SPEC 3: the phone is always shown with a leading plus, grouped as the clinic's phones are (issue 28): «+7 705 287 75 33». */
export function displayPhone(tel: string | null | undefined): string | null {
  if (!tel) return null;
  return groupedPhone(tel.startsWith('+') ? tel : `+${tel}`);
}
