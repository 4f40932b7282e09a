'use client';

import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';

/**
 * profile-auth (SPEC 2.7, 6) with JavaScript: the sign-in dialog opens at once over the
 * sign-in page; once signed in, the page the visitor asked for loads. Closing the dialog
 * leaves the page's own form.
 */
export function OpenSignIn({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    useAuthStore
      .getState()
      .requireLogin()
      .then(
        () => window.location.assign(returnTo),
        () => undefined,
      );
  }, [returnTo]);
  return null;
}
