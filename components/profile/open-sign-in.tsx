'use client';

import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';

/**
 * profile-auth (SPEC 2.7, 6) with JavaScript: the sign-in dialog opens at once over the
 * sign-in page. Whenever the visitor signs in on this page (that dialog, or the header's after
 * closing it), the section asked for loads. Closing the dialog leaves the page's own form.
 */
export function OpenSignIn({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    const unsubscribe = useAuthStore.subscribe((state, previous) => {
      if (state.status === 'authorized' && previous.status !== 'authorized') window.location.assign(returnTo);
    });
    useAuthStore
      .getState()
      .requireLogin()
      .catch(() => undefined);
    return unsubscribe;
  }, [returnTo]);
  return null;
}
