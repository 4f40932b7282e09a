'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Messages } from '@/lib/i18n/message-files';
import { groupRegionPhone } from '@/lib/phone/display';
import { useCompleteSignIn } from './account-api';
import { useAccountErrorTexts } from './account-error-texts';
import { CodeStep } from './code-step';
import type { CurrentUser } from './use-current-user';

/** Sign-in by an SMS code alone (lib/auth/sign-in/sms-routes.ts). */
export const SMS_SIGN_IN_PATHS = { start: '/api-front2/v1/user/sms_sign_in', confirm: '/api-front2/v1/user/sms_sign_in/confirm' } as const;

const loadPhoneSchema = lazyLoader(() => import('@/lib/auth/sign-in/sms-schemas').then((schemas) => schemas.smsSignInSchema));

type Sent = { tel: string; resendAfter: number };

/**
 * Sign in without a password (issue 30): the phone, then the code from the SMS, then signed in
 * as every sign-in ends (useCompleteSignIn). The "sent" line never says whether an account has
 * the phone: the server answers the same either way.
 */
export function SmsSignInView({ onBack }: { onBack: () => void }) {
  const t = useTranslations('Auth.sms');
  const auth = useTranslations('Auth');
  const { SignUp, Auth } = useMessages() as Pick<Messages, 'SignUp' | 'Auth'>;
  const client = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const errorTexts = useAccountErrorTexts();
  const [sent, setSent] = useState<Sent | null>(null);
  const start = async (tel: string) => (await client.post<{ data: { resendAfter: number } }>(SMS_SIGN_IN_PATHS.start, { tel })).data.resendAfter;
  const form = useApiForm<{ tel: string }>({
    fields: ['tel'],
    schema: loadPhoneSchema,
    // The schema gives the phone with its plus (+77011234567), as the account stores it.
    submit: (async ({ tel }: { tel: string }) => ({ tel, resendAfter: await start(tel) })) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (result) => setSent(result as Sent),
  });

  if (sent) {
    return (
      <CodeStep
        channel="sms"
        target={groupRegionPhone(sent.tel) ?? sent.tel}
        resendAfter={sent.resendAfter}
        texts={{ ...SignUp.code, sentSms: Auth.sms.sent }}
        confirm={async (code) => (await client.post<{ data: CurrentUser }>(SMS_SIGN_IN_PATHS.confirm, { tel: sent.tel, code })).data}
        resend={() => start(sent.tel)}
        onDone={(user) => {
          const { FULL_NAME, NAME, EMAIL, TEL } = user as CurrentUser;
          completeSignIn(user as CurrentUser, auth('signedIn', { name: NAME || FULL_NAME || EMAIL || (TEL ? (groupRegionPhone(TEL) ?? TEL) : '') }));
        }}
        onBack={() => setSent(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('intro')}</p>
      <ApiForm form={form} submit={t('send')} submitting={t('sending')}>
        <TextField {...form.field('tel')} label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" required />
      </ApiForm>
      <button type="button" onClick={onBack} className="self-start text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
        {t('withPassword')}
      </button>
    </div>
  );
}
