'use client';

import { useMessages, useTranslations } from 'next-intl';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import type { CurrentUser } from '@/components/auth/use-current-user';
import { useSignIn } from '@/components/auth/use-sign-in';
import type { SignInInput } from '@/lib/auth/sign-in/schemas';
import type { Messages } from '@/lib/i18n/message-files';
import { pushToast } from '@/stores/toast-store';

const FIELDS = ['login', 'password'] as const;
const loadSignInSchema = lazyLoader(() => import('@/lib/auth/sign-in/schemas').then((schemas) => schemas.signInSchema));

/** Sign-in by e-mail or phone (POST /api-front2/v1/user/authorize, form data), on the form kit. */
export function SignInForm() {
  const t = useTranslations('Auth');
  const { Auth } = useMessages() as Pick<Messages, 'Auth'>;
  const signIn = useSignIn();
  const form = useApiForm<SignInInput>({
    fields: FIELDS,
    schema: loadSignInSchema,
    submit: signIn.mutateAsync,
    errorTexts: Auth.errors,
    // A wrong password is the form's error, not the password field's: which part is wrong stays unsaid.
    formCodes: { invalid_credentials: 'invalid_credentials', rate_limited: 'rate_limited' },
    // The dialog is itself loaded on demand: its form's engine follows at once.
    eager: true,
    onSuccess: (user) => {
      const { FULL_NAME, EMAIL } = user as CurrentUser;
      pushToast({ message: t('signedIn', { name: FULL_NAME || EMAIL || '' }), variant: 'success' });
    },
  });

  return (
    <ApiForm form={form} submit={t('submit')} submitting={t('submitting')}>
      <TextField {...form.field('login')} label={t('login')} autoComplete="username" required />
      <TextField {...form.field('password')} label={t('password')} type="password" autoComplete="current-password" required />
    </ApiForm>
  );
}
