'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ApiAuth } from '@/lib/api-client/config';
import { announceAuthChange, hasSignedInHint, listenForAuthChanges } from '@/lib/client/cross-tab';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { useAuthStore, type SessionUser } from '@/stores/auth-store';
import { useLazyApiClient } from './use-lazy-api-client';

// The dialog, its form and the message runtime load only when someone signs in.
const SignInModal = dynamic(() => import('./sign-in-modal').then((m) => m.SignInModal), { ssr: false });

export type AccountTexts = { signIn: string; signOut: string; signedIn: string; account: string };

/**
 * The header's account entry: sign in, or the signed-in name and sign out (SPEC 4
 * "Authorization"). Its own texts come as props; the dialog gets its messages when it loads.
 */
export function AccountButton({ apiAuth, locale, texts, dialogMessages }: { apiAuth: ApiAuth; locale: Locale; texts: AccountTexts; dialogMessages: Record<string, unknown> }) {
  const apiClient = useLazyApiClient(apiAuth, locale);
  const { status, user, isSignInOpen, setUser, requireLogin } = useAuthStore();
  const [modalWanted, setModalWanted] = useState(false);

  useEffect(() => listenForAuthChanges(), []);
  useEffect(() => {
    // Signed-out visitors (no hint cookie) make no call at all.
    if (!hasSignedInHint()) return setUser(null);
    apiClient()
      .then((client) => client.get<{ data: SessionUser }>('/api-front2/v1/user'))
      .then(({ data }) => setUser(data))
      .catch(() => setUser(null));
  }, [apiClient, setUser]);

  async function signIn() {
    setModalWanted(true);
    try {
      const signedIn = await requireLogin();
      pushToast({ message: texts.signedIn.replace('{name}', signedIn.FULL_NAME || signedIn.EMAIL || ''), variant: 'success' });
    } catch {
      // The visitor closed the dialog.
    }
  }

  async function signOut() {
    try {
      await (await apiClient()).get('/api-front2/v1/user/logout');
      announceAuthChange('loggedOut');
      setUser(null);
    } catch {
      // SPEC 7.3: a failed logout only returns false; the visitor stays signed in.
    }
  }

  const buttonClass = 'whitespace-nowrap rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50';
  return (
    <>
      {status === 'authorized' && user ? (
        <div className="flex items-center gap-2 text-sm">
          {/* On a phone the header has no room for the name: the sign-out button alone. */}
          <span className="hidden max-w-40 truncate sm:inline" title={texts.account.replace('{name}', user.FULL_NAME)}>
            {user.FULL_NAME || user.EMAIL}
          </span>
          <button type="button" className={buttonClass} onClick={signOut}>
            {texts.signOut}
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass} onClick={signIn} aria-haspopup="dialog">
          {texts.signIn}
        </button>
      )}
      {(modalWanted || isSignInOpen) && <SignInModal apiAuth={apiAuth} locale={locale} messages={dialogMessages} />}
    </>
  );
}
