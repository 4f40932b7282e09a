'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hasSignedInHint, listenForAuthChanges } from '@/lib/client/cross-tab';
import { pushToast } from '@/stores/toast-store';
import { useAuthStore } from '@/stores/auth-store';
import type { AccountSessionState } from './account-session';
import type { SignInAudience } from './sign-in-modal';

// The dialog, its form and the message runtime load only when someone signs in.
const SignInModal = dynamic(() => import('./sign-in-modal').then((m) => m.SignInModal), { ssr: false });
// React Query, the API client and the current-user query load only for a signed-in visitor.
const AccountSession = dynamic(() => import('./account-session').then((m) => m.AccountSession), { ssr: false });

export type AccountTexts = { signIn: string; signOut: string; account: string; signOutFailed: string };

/** The signed-in visitor's way into the account area: its address on this host and its name. */
export type ProfileLink = { href: string; label: string };

const noSubscribe = () => () => {};

/**
 * The header's account entry: sign in, or the signed-in name and sign out (SPEC 4
 * "Authorization"). Its own texts come as props; the dialog gets its messages when it loads.
 */
export function AccountButton({
  texts,
  profile,
  reloadOnSignOut = false,
  signedInName,
  signInPage = false,
  audience = 'patient',
}: {
  texts: AccountTexts;
  profile?: ProfileLink;
  /** In the account area a sign-out shows its sign-in page: the page loads again. */
  reloadOnSignOut?: boolean;
  /** Rendered per request for a signed-in user (/profile, /pro): the name the server read, shown in the first HTML. */
  signedInName?: string;
  /** The page is a sign-in page with its own form: the header offers no second one (docs/decisions.md, "Patient path"). */
  signInPage?: boolean;
  /** Whose entrance the sign-in dialog is: a patient's account, or the staff's business area. */
  audience?: SignInAudience;
}) {
  const { status, isSignInOpen, setStatus, requireLogin } = useAuthStore();
  const [modalWanted, setModalWanted] = useState(false);
  const [session, setSession] = useState<AccountSessionState | null>(null);
  const signOutWaiting = useRef(false);
  // The server's HTML never knows; the browser reads the hint cookie once hydrated.
  const hinted = useSyncExternalStore(noSubscribe, hasSignedInHint, () => false);
  const user = session?.user ?? null;

  useEffect(() => listenForAuthChanges(), []);
  useEffect(() => {
    // Signed-out visitors (no hint cookie) make no call at all.
    if (!hasSignedInHint()) setStatus('unauthorized');
  }, [setStatus]);
  // The mark the hint script set before the first paint follows a sign-in or sign-out on this page.
  useEffect(() => {
    if (status !== 'unknown') document.documentElement.toggleAttribute('data-signed-in', status === 'authorized');
  }, [status]);

  function signIn() {
    setModalWanted(true);
    // The sign-in form says who signed in; closing the dialog rejects, which needs nothing here.
    requireLogin().catch(() => undefined);
  }

  const signOut = useCallback(
    async (current: AccountSessionState) => {
      // SPEC 7.3: a failed logout returns false; the visitor stays signed in and is told so.
      if (!(await current.logout())) pushToast({ message: texts.signOutFailed, variant: 'error' });
      else if (reloadOnSignOut) window.location.reload();
    },
    [reloadOnSignOut, texts.signOutFailed],
  );
  // A sign-out pressed on the server-rendered header before the session's code arrived runs once it has.
  useEffect(() => {
    if (!session || !signOutWaiting.current) return;
    signOutWaiting.current = false;
    void signOut(session);
  }, [session, signOut]);

  function onSignOut() {
    if (session) void signOut(session);
    else signOutWaiting.current = true;
  }

  // Who is shown: the loaded user, else the server's (until the session says otherwise).
  const shownName = status === 'authorized' && user ? user.FULL_NAME || user.EMAIL || '' : signedInName !== undefined && status !== 'unauthorized' ? signedInName : null;
  const buttonClass = 'whitespace-nowrap rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50';
  const signInButton = (className = '') => (
    <button type="button" className={`${buttonClass} ${className}`} onClick={signIn} aria-haspopup="dialog">
      {texts.signIn}
    </button>
  );
  let control: ReactNode;
  if (shownName !== null) {
    control = (
      <div className="flex items-center gap-2 text-sm">
        {/* On a phone the header has no room for the name: the account icon and the sign-out button. */}
        {profile ? (
          <a href={profile.href} className="flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-lg font-medium text-brand-800 underline-offset-4 hover:underline" title={texts.account.replace('{name}', shownName)}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className="shrink-0 sm:hidden">
              <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M3 17c1-3.5 4-5 7-5s6 1.5 7 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">{shownName}</span>
            <span className="sr-only"> — {profile.label}</span>
          </a>
        ) : (
          <span className="hidden max-w-40 truncate sm:inline" title={texts.account.replace('{name}', shownName)}>
            {shownName}
          </span>
        )}
        <button type="button" className={buttonClass} onClick={onSignOut}>
          {texts.signOut}
        </button>
      </div>
    );
  } else if (status === 'unauthorized') {
    control = signInPage ? null : signInButton();
  } else {
    // Not known yet (the cached HTML, or the session loading): «Войти» for a visitor without the
    // hint cookie, for one with it a placeholder the size of the signed-in control; CSS picks one.
    control = (
      <>
        {!signInPage && signInButton('auth-when-signed-out')}
        <span className="auth-when-pending flex items-center gap-2" aria-hidden="true" data-testid="account-pending">
          <span className="h-5 w-9 rounded bg-slate-100 sm:w-28" />
          <span className={`${buttonClass} select-none border-slate-200 bg-slate-50 text-transparent`}>{texts.signOut}</span>
        </span>
      </>
    );
  }
  return (
    <>
      {control}
      {(hinted || status === 'authorized' || signedInName !== undefined) && <AccountSession onChange={setSession} />}
      {(modalWanted || isSignInOpen) && <SignInModal audience={audience} />}
    </>
  );
}
