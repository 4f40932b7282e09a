'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useApiConfig } from '@/lib/api-client/api-config';
import { ApiProvider } from '@/lib/api-client/provider';
import { useAuthStore } from '@/stores/auth-store';
import { SignInForm } from './sign-in-form';

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

/** SPEC 2.9: shown when login is required; closing it destroys the form, which rejects the wait. */
function SignInDialog() {
  const t = useTranslations('Auth');
  const ui = useTranslations('Ui');
  const open = useAuthStore((state) => state.isSignInOpen);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  return (
    <Modal open={open} onOpenChange={(next) => !next && formDestroyed()} title={t('title')} description={t('description')} closeLabel={ui('closeDialog')}>
      <SignInForm />
    </Modal>
  );
}
