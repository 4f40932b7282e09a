'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import type { ApiClient } from '@/lib/api-client/client';
import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';
import { useAuthStore } from '@/stores/auth-store';
import { SignInForm } from './sign-in-form';
import { useApiClient } from './use-api-client';

/** Loaded on demand with its messages, so pages that never sign in carry no message runtime. */
export function SignInModal({ apiAuth, locale, messages }: { apiAuth: ApiAuth; locale: Locale; messages: Record<string, unknown> }) {
  const client = useApiClient(apiAuth, locale);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SignInDialog client={client} />
    </NextIntlClientProvider>
  );
}

/** SPEC 2.9: shown when login is required; closing it destroys the form, which rejects the wait. */
function SignInDialog({ client }: { client: ApiClient }) {
  const t = useTranslations('Auth');
  const open = useAuthStore((state) => state.isSignInOpen);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  return (
    <Modal open={open} onOpenChange={(next) => !next && formDestroyed()} title={t('title')} description={t('description')}>
      <SignInForm client={client} />
    </Modal>
  );
}
