'use client';

import { useMessages, useTranslations } from 'next-intl';
import { ACCOUNT_PATHS } from '@/components/auth/account-api';
import { ApiForm } from '@/components/forms/api-form';
import { FormSuccess, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Messages } from '@/lib/i18n/message-files';

const loadSchema = lazyLoader(() => import('@/components/auth/account-schemas').then((schemas) => schemas.changePasswordSchema));
type PasswordForm = { password: string; new_password: string; repeat: string };

/** Change the password: the current one, the new one twice; the server then signs the other devices out. */
export function PasswordChange() {
  const t = useTranslations('ProfilePassword');
  const { ProfilePassword } = useMessages() as Pick<Messages, 'ProfilePassword'>;
  const client = useApiClient();
  const form = useApiForm<PasswordForm>({
    fields: ['password', 'new_password', 'repeat'],
    schema: loadSchema,
    // The schema sends only password and new_password; the repeat stays in the browser.
    submit: ((body: Omit<PasswordForm, 'repeat'>) => client.post(ACCOUNT_PATHS.changePassword, body)) as (body: never) => Promise<unknown>,
    errorTexts: ProfilePassword.errors,
    // A wrong current password is named on its field by the server; the limits are the form's.
    formCodes: { rate_limited: 'rate_limited' },
  });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      {form.status === 'done' ? (
        <FormSuccess title={t('done')} another={t('again')} onAnother={form.reset}>
          <p>{t('othersSignedOut')}</p>
        </FormSuccess>
      ) : (
        <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
          <TextField {...form.field('password')} label={t('current')} type="password" autoComplete="current-password" required />
          <TextField {...form.field('new_password')} label={t('new')} hint={t('newHint')} type="password" autoComplete="new-password" required />
          <TextField {...form.field('repeat')} label={t('repeat')} type="password" autoComplete="new-password" required />
        </ApiForm>
      )}
    </div>
  );
}
