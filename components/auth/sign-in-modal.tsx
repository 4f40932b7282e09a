'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApiConfig } from '@/lib/api-client/api-config';
import { ApiProvider } from '@/lib/api-client/provider';
import { useAuthStore } from '@/stores/auth-store';
import { RestoreView } from './restore-view';
import { SignInForm } from './sign-in-form';
import { SignUpView } from './sign-up-view';

/** Loaded on demand with its messages and the data layer, so pages that never sign in carry neither. */
export function SignInModal({ messages }: { messages: Record<string, unknown> }) {
  // The page's locale comes with the API config from the layout.
  const locale = useApiConfig()?.locale;
  return (
    <ApiProvider>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SignInDialog />
      </NextIntlClientProvider>
    </ApiProvider>
  );
}

type View = 'signIn' | 'signUp' | 'restore';

/**
 * SPEC 2.9: shown when login is required. Sign in, create an account or restore the password
 * in one dialog; SPEC 4: closing it destroys the auth form, which rejects the wait, and any of
 * the three ending signed in is the logged-in event that resolves it.
 */
function SignInDialog() {
  const t = useTranslations('Auth');
  const signUp = useTranslations('SignUp');
  const restore = useTranslations('Restore');
  const ui = useTranslations('Ui');
  const open = useAuthStore((state) => state.isSignInOpen);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  const [view, setView] = useState<View>('signIn');
  // Each opening starts at sign-in, whatever the last one ended on.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setView('signIn');
  }

  // SPEC 4: the promise of requireLogin rejects when the auth form is destroyed unresolved.
  useEffect(() => () => formDestroyed(), [formDestroyed]);

  const close = () => formDestroyed();

  const heading = view === 'signUp' ? { title: signUp('title'), description: signUp('description') } : view === 'restore' ? { title: restore('title'), description: restore('description') } : { title: t('title'), description: t('description') };
  const tab = (target: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === target}
      onClick={() => setView(target)}
      className="min-h-11 flex-1 rounded-md px-3 text-sm font-medium text-brand-800 aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow"
    >
      {label}
    </button>
  );

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={heading.title} description={heading.description} closeLabel={ui('closeDialog')}>
      <div className="flex flex-col gap-5">
        {view !== 'restore' && (
          <div role="group" aria-label={signUp('tabs')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {tab('signIn', signUp('tabSignIn'))}
            {tab('signUp', signUp('tabSignUp'))}
          </div>
        )}
        {view === 'signIn' && (
          <>
            <SignInForm />
            <button type="button" onClick={() => setView('restore')} className="self-start text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
              {signUp('forgot')}
            </button>
          </>
        )}
        {view === 'signUp' && <SignUpView />}
        {view === 'restore' && <RestoreView onBack={() => setView('signIn')} />}
      </div>
    </Modal>
  );
}
