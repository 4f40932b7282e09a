'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import type { Messages } from '@/lib/i18n/message-files';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { ACCOUNT_PATHS, useCompleteSignIn } from './account-api';
import { useAccountErrorTexts } from './account-error-texts';
import { CodeField, ResendCode } from './code-step';
import type { CurrentUser } from './use-current-user';

const loadLoginSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.restoreSchema));
const loadPasswordSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newPasswordFormSchema));

type Sent = { login: string; resendAfter: number };

/** Restore (SPEC 7.2): the login, then the code with a new password, then signed in. */
export function RestoreView({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<Sent | null>(null);
  return sent ? <NewPasswordStep sent={sent} onBack={() => setSent(null)} /> : <LoginStep onSent={setSent} onBack={onBack} />;
}

function useRestoreCall() {
  const client = useApiClient();
  // The answer never says whether the account exists (the contract): only when to resend.
  return async (login: string) => (await client.post<{ data: { channel: string; resendAfter: number } }>(ACCOUNT_PATHS.restore, { login })).data;
}

function LoginStep({ onSent, onBack }: { onSent: (sent: Sent) => void; onBack: () => void }) {
  const t = useTranslations('Restore');
  const restore = useRestoreCall();
  const errorTexts = useAccountErrorTexts();
  const form = useApiForm<{ login: string }>({
    fields: ['login'],
    schema: loadLoginSchema,
    // The schema reads the login as `{ channel, target }`: the target is the e-mail or phone as the account stores it.
    submit: (async ({ login }: { login: { target: string } }) => ({ login: login.target, ...(await restore(login.target)) })) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (result) => onSent(result as Sent),
  });
  return (
    <div className="flex flex-col gap-4">
      <ApiForm form={form} submit={t('submit')} submitting={t('submitting')}>
        <TextField {...form.field('login')} label={t('login')} autoComplete="username" required />
      </ApiForm>
      <button type="button" onClick={onBack} className="self-start text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
        {t('backToSignIn')}
      </button>
    </div>
  );
}

function NewPasswordStep({ sent, onBack }: { sent: Sent; onBack: () => void }) {
  const t = useTranslations('Restore');
  const { SignUp } = useMessages() as Pick<Messages, 'SignUp'>;
  const errorTexts = useAccountErrorTexts();
  const client = useApiClient();
  const restore = useRestoreCall();
  const completeSignIn = useCompleteSignIn();
  const form = useApiForm<{ code: string; password: string }>({
    fields: ['code', 'password'],
    schema: loadPasswordSchema,
    submit: (async (body: { code: string; password: string }) =>
      (await client.post<{ data: CurrentUser }>(ACCOUNT_PATHS.restorePassword, { login: sent.login, ...body })).data) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (user) => completeSignIn(user as CurrentUser, t('done')),
  });
  return (
    <div className="flex flex-col gap-4">
      <p>{t('sent')}</p>
      <ApiForm form={form} submit={t('set')} submitting={t('setting')}>
        <CodeField field={form.field('code')} texts={SignUp.code} label={t('code')} />
        <TextField {...form.field('password')} label={t('password')} hint={t('passwordHint')} type="password" autoComplete="new-password" required />
      </ApiForm>
      <ResendCode resendAfter={sent.resendAfter} texts={SignUp.code} resend={async () => (await restore(sent.login)).resendAfter} onBack={onBack} />
    </div>
  );
}
