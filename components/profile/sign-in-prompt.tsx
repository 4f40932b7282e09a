'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';

const noSubscribe = () => () => {};

/**
 * profile-auth and pro-protect with JavaScript (SPEC 2.9 "a sign-in modal is shown when login
 * is required"): once hydrated, the sign-in modal opens over the page at the address asked
 * for, the one sign-in form (sign-up and restore are its other views). Closed, the page says
 * why it is empty and this button opens the modal again; focus was put on it before the modal
 * opened, so the modal returns it here. Signing in (here, in another tab, or a request that
 * met login_required) renders the section again at the same address, signed in.
 */
export function SignInPrompt({ label }: { label: string }) {
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);

  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.status === 'authorized' && previous.status !== 'authorized') router.refresh();
      }),
    [router],
  );
  useEffect(() => {
    if (!hydrated) return;
    button.current?.focus();
    useAuthStore
      .getState()
      .requireLogin()
      .catch(() => undefined);
  }, [hydrated]);

  // Without a script the button could do nothing: the page's plain form (noscript) is the way in.
  if (!hydrated) return null;
  const reopen = () => {
    useAuthStore
      .getState()
      .requireLogin()
      .catch(() => undefined);
  };
  return (
    <div>
      <Button ref={button} onClick={reopen} aria-haspopup="dialog" data-testid="sign-in-reopen">
        {label}
      </Button>
    </div>
  );
}
