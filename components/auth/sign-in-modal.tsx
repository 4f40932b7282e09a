'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApiConfig } from '@/lib/api-client/api-config';
import { ApiProvider } from '@/lib/api-client/provider';
import { useAuthStore, type SignInView as View } from '@/stores/auth-store';
import { loadAuthDialogMessages } from './dialog-messages';
import { RestoreView } from './restore-view';
import { SignInForm } from './sign-in-form';
import { SignUpView } from './sign-up-view';
import { SmsSignInView } from './sms-sign-in-view';

/** Whose entrance the dialog is: the patient's account, or the clinic staff's business area (/pro). */
export type SignInAudience = 'patient' | 'staff';

/** Loaded on demand with its messages and the data layer, so pages that never sign in carry neither. */
export function SignInModal({ audience = 'patient' }: { audience?: SignInAudience }) {
  // The page's locale comes with the API config from the layout.
  const locale = useApiConfig()?.locale ?? 'ru';
  const [messages, setMessages] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthDialogMessages(locale).then((loaded) => live && setMessages(loaded));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!messages) return null;
  return (
    <ApiProvider>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SignInDialog audience={audience} />
      </NextIntlClientProvider>
    </ApiProvider>
  );
}


/**
 * SPEC 2.9: shown when login is required. Sign in, create an account or restore the password
 * in one dialog; SPEC 4: closing it destroys the auth form, which rejects the wait, and any of
 * the three ending signed in is the logged-in event that resolves it.
 */
function SignInDialog({ audience }: { audience: SignInAudience }) {
  const t = useTranslations('Auth');
  const signUp = useTranslations('SignUp');
  const restore = useTranslations('Restore');
  const ui = useTranslations('Ui');
  const open = useAuthStore((state) => state.isSignInOpen);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  const openedAt = useAuthStore((state) => state.dialogView);
  const [view, setView] = useState<View>(openedAt);
  // Within the sign-in tab: a password, or an SMS code alone (issue 30).
  const [bySms, setBySms] = useState(false);
  // Each opening starts at sign-in (or the view a page asked for), whatever the last one ended on.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView(openedAt);
      setBySms(false);
    }
  }

  // SPEC 4: the promise of requireLogin rejects when the auth form is destroyed unresolved.
  useEffect(() => () => formDestroyed(), [formDestroyed]);

  const close = () => formDestroyed();

  const heading = view === 'signUp' ? { title: signUp('title'), description: signUp('description') } : view === 'restore' ? { title: restore('title'), description: restore('description') } : audience === 'staff' ? { title: t('staffTitle'), description: t('staffDescription') } : { title: t('title'), description: t('description') };
  const tabs: [View, string][] = [
    ['signIn', signUp('tabSignIn')],
    ['signUp', signUp('tabSignUp')],
  ];
  // WAI-ARIA tabs: arrow keys move between the two and show the one they reach.
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: View = view === 'signIn' ? 'signUp' : 'signIn';
    setView(next);
    event.currentTarget.querySelector<HTMLElement>(`#auth-tab-${next}`)?.focus();
  }

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={heading.title} description={heading.description} closeLabel={ui('closeDialog')}>
      <div className="flex flex-col gap-5">
        {view !== 'restore' && (
          <div role="tablist" aria-label={signUp('tabs')} onKeyDown={onTabKey} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {tabs.map(([target, label]) => (
              <button
                key={target}
                id={`auth-tab-${target}`}
                type="button"
                role="tab"
                aria-selected={view === target}
                aria-controls="auth-tab-panel"
                tabIndex={view === target ? 0 : -1}
                onClick={() => setView(target)}
                className="min-h-11 flex-1 rounded-md px-3 text-sm font-medium text-brand-800 aria-selected:bg-white aria-selected:text-ink aria-selected:shadow"
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <div id="auth-tab-panel" role={view === 'restore' ? undefined : 'tabpanel'} aria-labelledby={view === 'restore' ? undefined : `auth-tab-${view}`} className="flex flex-col gap-5">
        {view === 'signIn' && bySms && <SmsSignInView onBack={() => setBySms(false)} />}
        {view === 'signIn' && !bySms && (
          <>
            <SignInForm />
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <button type="button" onClick={() => setBySms(true)} className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
                {t('sms.link')}
              </button>
              <button type="button" onClick={() => setView('restore')} className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
                {signUp('forgot')}
              </button>
            </div>
          </>
        )}
        {view === 'signUp' && <SignUpView />}
        {view === 'restore' && <RestoreView onBack={() => setView('signIn')} />}
        </div>
      </div>
    </Modal>
  );
}
