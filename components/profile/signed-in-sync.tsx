'use client';

import { useEffect } from 'react';
import { announceAuthChange } from '@/lib/client/cross-tab';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Rendered by the account area's layout for a signed-in visitor. The server knows who is signed
 * in; the page's script may not yet: after the sign-in page's own form (a server action) Next
 * re-renders the layout in place, without a page load. A page that was signed out then is a
 * sign-in in this tab: the header learns it, and other tabs hear `loggedin` (SPEC 4).
 */
export function SignedInSync() {
  useEffect(() => {
    const { status, setStatus } = useAuthStore.getState();
    if (status === 'unauthorized') announceAuthChange('loggedIn');
    if (status !== 'authorized') setStatus('authorized');
  }, []);
  return null;
}
