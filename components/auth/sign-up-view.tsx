'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import type { Messages } from '@/lib/i18n/message-files';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { groupRegionPhone } from '@/lib/phone/display';
import { ACCOUNT_PATHS, useCompleteSignIn, type CodeSent } from './account-api';
import { useAccountErrorTexts } from './account-error-texts';
import { CodeStep } from './code-step';
import type { CurrentUser } from './use-current-user';

type Channel = 'email' | 'phone';

const loadSchema = {
  email: lazyLoader(() => import('./form-schemas').then((schemas) => schemas.registerEmailSchema)),
  phone: lazyLoader(() => import('./form-schemas').then((schemas) => schemas.registerPhoneSchema)),
};
const FIELDS = {
  email: ['email', 'lastname', 'name', 'middlename', 'password', 'consent'],
  phone: ['tel', 'lastname', 'name', 'middlename', 'password', 'consent'],
} as const;
type SignUpInput = { email?: string; tel?: string; lastname: string; name: string; middlename: string; password: string; consent: boolean };

/** Sign-up (SPEC 7.2 register/email or register/phone), then the code, then signed in. */
export function SignUpView() {
  const t = useTranslations('SignUp');
  const { SignUp } = useMessages() as Pick<Messages, 'SignUp'>;
  const client = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const [channel, setChannel] = useState<Channel>('email');
  const [sent, setSent] = useState<CodeSent | null>(null);

  if (sent) {
    return (
      <CodeStep
        channel={sent.channel}
        target={sent.target}
        resendAfter={sent.resendAfter}
        texts={SignUp.code}
        confirm={async (code) => (await client.post<{ data: CurrentUser }>(ACCOUNT_PATHS.registerConfirm, { target: sent.target, code })).data}
        resend={async () => (await client.post<{ data: { resendAfter: number } }>(ACCOUNT_PATHS.registerResend, { target: sent.target })).data.resendAfter}
        onDone={(user) => {
          const { FULL_NAME, NAME, EMAIL, TEL } = user as CurrentUser;
          completeSignIn(user as CurrentUser, t('welcome', { name: NAME || FULL_NAME || EMAIL || (TEL ? groupRegionPhone(TEL) ?? TEL : '') }));
        }}
        onBack={() => setSent(null)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('by')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['email', 'phone'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="sign-up-channel" value={value} checked={channel === value} onChange={() => setChannel(value)} className="h-5 w-5 accent-brand-700" />
              {value === 'email' ? t('byEmail') : t('byPhone')}
            </label>
          ))}
        </div>
      </fieldset>
      {/* One form per channel: each has its own schema and fields. */}
      <SignUpForm key={channel} channel={channel} onSent={setSent} />
    </div>
  );
}

function SignUpForm({ channel, onSent }: { channel: Channel; onSent: (sent: CodeSent) => void }) {
  const t = useTranslations('SignUp');
  const client = useApiClient();
  const errorTexts = useAccountErrorTexts();
  const form = useApiForm<SignUpInput>({
    fields: FIELDS[channel],
    schema: loadSchema[channel],
    submit: (async (body: Record<string, unknown>) =>
      (await client.post<{ data: CodeSent }>(channel === 'email' ? ACCOUNT_PATHS.registerEmail : ACCOUNT_PATHS.registerPhone, body)).data) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (result) => onSent(result as CodeSent),
  });
  return (
    <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
      {channel === 'email' ? (
        <TextField {...form.field('email')} label={t('email')} type="email" autoComplete="email" required />
      ) : (
        <TextField {...form.field('tel')} label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" required />
      )}
      <TextField {...form.field('lastname')} label={t('lastname')} autoComplete="family-name" />
      <TextField {...form.field('name')} label={t('name')} autoComplete="given-name" required />
      <TextField {...form.field('middlename')} label={t('middlename')} autoComplete="additional-name" />
      <TextField {...form.field('password')} label={t('password')} hint={t('passwordHint')} type="password" autoComplete="new-password" required />
      <CheckboxField {...form.field('consent')} label={t('consent')} required />
    </ApiForm>
  );
}
