'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import type { ApiClient } from '@/lib/api-client/client';
import { useAuthStore } from '@/stores/auth-store';
import { SignInForm } from './sign-in-form';

/** SPEC 2.9: shown when login is required; closing it destroys the form, which rejects the wait. */
export function SignInModal({ client }: { client: ApiClient }) {
  const t = useTranslations('Auth');
  const open = useAuthStore((state) => state.isSignInOpen);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  return (
    <Modal open={open} onOpenChange={(next) => !next && formDestroyed()} title={t('title')} description={t('description')}>
      <SignInForm client={client} />
    </Modal>
  );
}
