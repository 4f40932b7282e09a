'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ACCOUNT_PATHS } from '@/components/auth/account-api';
import { useAccountErrorTexts } from '@/components/auth/account-error-texts';
import { CodeStep } from '@/components/auth/code-step';
import { useCurrentUser, type CurrentUser } from '@/components/auth/use-current-user';
import { ApiForm } from '@/components/forms/api-form';
import { FormAlert, TextField } from '@/components/forms/fields';
import { failureText, lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Messages } from '@/lib/i18n/message-files';
import { pushToast } from '@/stores/toast-store';
import { displayPhone, useUserChanged } from './profile-data';
import { ProfileHeading } from './profile-api';

type Kind = 'email' | 'phone';
type Mode = { step: 'view' } | { step: 'edit' } | { step: 'code'; target: string; body: Record<string, string>; resendAfter: number };

const KIND = {
  email: { path: ACCOUNT_PATHS.confirmEmail, field: 'email', channel: 'email', schema: lazyLoader(() => import('@/components/auth/form-schemas').then((s) => s.newEmailFormSchema)) },
  phone: { path: ACCOUNT_PATHS.confirmPhone, field: 'tel', channel: 'sms', schema: lazyLoader(() => import('@/components/auth/form-schemas').then((s) => s.newPhoneFormSchema)) },
} as const;

/** E-mail and phone with their confirmation state; each changed or confirmed with a code. */
export function Contacts() {
  const t = useTranslations('ProfileContacts');
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeading title={t('title')} intro={t('intro')} />
      <ContactCard kind="email" value={user.EMAIL} confirmed={user.EMAIL_CONFIRMED} />
      <ContactCard kind="phone" value={displayPhone(user.TEL)} confirmed={user.TEL_CONFIRMED} />
    </div>
  );
}

function ContactCard({ kind, value, confirmed }: { kind: Kind; value: string | null; confirmed: boolean }) {
  const t = useTranslations('ProfileContacts');
  const { SignUp } = useMessages() as Pick<Messages, 'SignUp'>;
  const errorTexts = useAccountErrorTexts();
  const client = useApiClient();
  const userChanged = useUserChanged();
  const [mode, setMode] = useState<Mode>({ step: 'view' });
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const { path, channel } = KIND[kind];
  const headingId = `contact-${kind}`;

  // Without a code the call (sets the new value, if any, and) sends a code: `{ data: { resendAfter } }`.
  const sendCode = async (body: Record<string, string>) => (await client.post<{ data: { resendAfter?: number } }>(path, body)).data.resendAfter ?? 60;

  // The step's first field takes the focus when it opens (the new value, then the code); closed,
  // the focus returns to "Change", which every state of the card shows. After the render: a frame later.
  const focusStepField = () => requestAnimationFrame(() => stepRef.current?.querySelector('input')?.focus());
  const openCode = (next: Extract<Mode, { step: 'code' }>) => {
    setSendError(null);
    setMode(next);
    focusStepField();
  };
  const backToView = () => {
    setMode({ step: 'view' });
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  async function confirmCurrent() {
    // A second tap while the code is on its way would hit the server's 60 s limit and say "too many attempts".
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setSendError(null);
    try {
      const resendAfter = await sendCode({});
      openCode({ step: 'code', target: value ?? '', body: {}, resendAfter });
    } catch (error) {
      setSendError(failureText(errorTexts, error));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {kind === 'email' ? t('email') : t('phone')}
        </h2>
        {value && (
          <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${confirmed ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`} data-testid={`${kind}-state`}>
            {confirmed ? t('confirmed') : t('notConfirmed')}
          </span>
        )}
      </div>
      <p className="break-all">{value ?? t('notSet')}</p>
      {mode.step === 'view' && (
        <div className="flex flex-wrap gap-2">
          {value && !confirmed && (
            <Button variant="primary" size="sm" onClick={confirmCurrent} loading={sending} loadingLabel={t('sending')}>
              {t('confirm')}
            </Button>
          )}
          <Button
            ref={changeRef}
            variant="secondary"
            size="sm"
            onClick={() => {
              setSendError(null);
              setMode({ step: 'edit' });
              focusStepField();
            }}
          >
            {t('change')}
          </Button>
        </div>
      )}
      {sendError && <FormAlert>{sendError}</FormAlert>}
      <div ref={stepRef} className="empty:hidden">
        {mode.step === 'edit' && (
          <NewValueForm
            kind={kind}
            sendCode={sendCode}
            onSent={(target, body, resendAfter) => {
              // The new value is on the account now, unconfirmed: read the user again.
              userChanged(undefined);
              openCode({ step: 'code', target, body, resendAfter });
            }}
            onCancel={backToView}
          />
        )}
        {mode.step === 'code' && (
          <CodeStep
            channel={channel}
            target={mode.target}
            resendAfter={mode.resendAfter}
            texts={SignUp.code}
            // A new address may be another account's: it then gets a notice, not a code (the answer is the same).
            note={mode.body[KIND[kind].field] ? (kind === 'email' ? t('takenHintEmail') : t('takenHintPhone')) : undefined}
            confirm={async (code) => (await client.post<{ data: CurrentUser }>(path, { code })).data}
            resend={() => sendCode(mode.body)}
            onDone={(user) => {
              userChanged(user as CurrentUser);
              backToView();
              pushToast({ message: kind === 'email' ? t('emailConfirmed') : t('phoneConfirmed'), variant: 'success' });
            }}
            onBack={backToView}
          />
        )}
      </div>
    </section>
  );
}

function NewValueForm({ kind, sendCode, onSent, onCancel }: { kind: Kind; sendCode: (body: Record<string, string>) => Promise<number>; onSent: (target: string, body: Record<string, string>, resendAfter: number) => void; onCancel: () => void }) {
  const t = useTranslations('ProfileContacts');
  const errorTexts = useAccountErrorTexts();
  const { field, schema } = KIND[kind];
  const form = useApiForm<Record<string, string>>({
    fields: [field],
    schema,
    submit: (async (body: Record<string, string>) => ({ body, resendAfter: await sendCode(body) })) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (result) => {
      const { body, resendAfter } = result as { body: Record<string, string>; resendAfter: number };
      onSent(body[field], body, resendAfter);
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <ApiForm form={form} submit={t('sendCode')} submitting={t('sending')}>
        {kind === 'email' ? (
          <TextField {...form.field('email')} label={t('newEmail')} type="email" autoComplete="email" required />
        ) : (
          <TextField {...form.field('tel')} label={t('newPhone')} hint={t('phoneHint')} type="tel" autoComplete="tel" required />
        )}
      </ApiForm>
      <button type="button" onClick={onCancel} className="self-start text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
        {t('cancel')}
      </button>
    </div>
  );
}
