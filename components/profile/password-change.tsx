'use client';

import { useTranslations } from 'next-intl';
import { ACCOUNT_PATHS } from '@/components/auth/account-api';
import { useAccountErrorTexts } from '@/components/auth/account-error-texts';
import { ApiForm } from '@/components/forms/api-form';
import { FormSuccess, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { ProfileHeading } from './profile-api';

const loadSchema = lazyLoader(() => import('@/components/auth/form-schemas').then((schemas) => schemas.changePasswordFormSchema));
type PasswordForm = { password: string; new_password: string; repeat: string };

/** Change the password: the current one, the new one twice; the server then signs the other devices out. */
export function PasswordChange() {
  const t = useTranslations('ProfilePassword');
  // The repeat's 'mismatch' is the browser's own check; every other code is the server's.
  const errorTexts = { ...useAccountErrorTexts(), mismatch: t('mismatch') };
  const client = useApiClient();
  const form = useApiForm<PasswordForm>({
    fields: ['password', 'new_password', 'repeat'],
    schema: loadSchema,
    // The schema sends only password and new_password; the repeat stays in the browser.
    submit: ((body: Omit<PasswordForm, 'repeat'>) => client.post(ACCOUNT_PATHS.changePassword, body)) as (body: never) => Promise<unknown>,
    // A wrong current password (wrong_password) is named on its field; a 429 shows above the form.
    errorTexts,
  });
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeading title={t('title')} intro={t('intro')} />
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
