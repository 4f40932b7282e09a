'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useAuthStore } from '@/stores/auth-store';

export type SignInPageLinkTexts = { noAccount: string; createAccount: string; forgot: string };

const noSubscribe = () => () => {};

/**
 * profile-auth (SPEC 2.7, 6) with JavaScript, beside the sign-in page's own form: no dialog
 * opens by itself (one sign-in form at a time, docs/decisions.md "Patient path"); these two
 * buttons open it on "create an account" or "forgot password", which the page's form does not
 * offer. Whenever the visitor signs in on this page (that dialog, or a request that met
 * login_required), the section asked for loads.
 */
export function OpenSignIn({ returnTo, texts }: { returnTo: string; texts: SignInPageLinkTexts }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.status === 'authorized' && previous.status !== 'authorized') window.location.assign(returnTo);
      }),
    [returnTo],
  );
  // Without a script the buttons could do nothing: they appear with it.
  if (!hydrated) return null;
  const open = (view: 'signUp' | 'restore') => () => {
    useAuthStore
      .getState()
      .openSignInAt(view)
      .catch(() => undefined);
  };
  const linkClass = 'min-h-11 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
      <p className="flex flex-wrap items-center gap-x-2">
        <span>{texts.noAccount}</span>
        <button type="button" className={linkClass} onClick={open('signUp')} aria-haspopup="dialog">
          {texts.createAccount}
        </button>
      </p>
      <p>
        <button type="button" className={linkClass} onClick={open('restore')} aria-haspopup="dialog">
          {texts.forgot}
        </button>
      </p>
    </div>
  );
}
