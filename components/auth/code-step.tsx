'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField, type FieldBinding } from '@/components/forms/fields';
import { failureText, fill, lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { isApiError } from '@/lib/api-client/errors';
import { useAccountErrorTexts } from './account-error-texts';
import { useCountdown } from './use-countdown';

export type CodeTexts = {
  sentEmail: string;
  sentSms: string;
  label: string;
  hint: string;
  submit: string;
  submitting: string;
  resend: string;
  resendIn: string;
  resent: string;
  back: string;
};

/** The SPEC's code limits (lib/security/code-limit.ts): a new code no sooner than 60 s after the last. */
export const RESEND_SECONDS = 60;

const loadCodeSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.codeFormSchema));

type Props = {
  channel: 'email' | 'sms';
  /** Where the code went, as the visitor wrote it: an e-mail or a phone. */
  target: string;
  resendAfter?: number;
  texts: CodeTexts;
  /** A line under "we sent a code", e.g. what happens when the address is another account's. */
  note?: string;
  /** Checks the code; resolves with the server's answer (then the step is done). */
  confirm: (code: string) => Promise<unknown>;
  /** Sends a new code; resolves with the seconds until the next may be asked for. */
  resend: () => Promise<number | undefined>;
  onDone: (result: unknown) => void;
  onBack?: () => void;
};

/**
 * The code step of sign-up, restore and contact confirmation: one field for the six digits
 * (inputmode numeric, autocomplete one-time-code, so a phone offers the SMS code), the
 * resend button with its 60-second countdown, and the server's verdict in the visitor's language.
 */
export function CodeStep({ channel, target, resendAfter = RESEND_SECONDS, texts, note, confirm, resend, onDone, onBack }: Props) {
  const errorTexts = useAccountErrorTexts();
  // invalid_code, code_expired and code_attempts_exhausted name the code field; a 429 or an
  // address taken meanwhile (email_taken, phone_taken) shows above the form.
  const form = useApiForm<{ code: string }>({
    fields: ['code'],
    schema: loadCodeSchema,
    submit: ((body: { code: string }) => confirm(body.code)) as (body: never) => Promise<unknown>,
    errorTexts,
    eager: true,
    onSuccess: (result) => onDone(result),
  });
  return (
    <div className="flex flex-col gap-4">
      <p>{fill(channel === 'email' ? texts.sentEmail : texts.sentSms, { target })}</p>
      {note && <p className="text-sm text-muted">{note}</p>}
      <ApiForm form={form} submit={texts.submit} submitting={texts.submitting}>
        <CodeField field={form.field('code')} texts={texts} />
      </ApiForm>
      <ResendCode resendAfter={resendAfter} texts={texts} resend={resend} onBack={onBack} />
    </div>
  );
}

/** The code's one input: digits on a phone's keyboard, and the SMS code offered by the phone itself. */
export function CodeField({ field, texts, label }: { field: FieldBinding; texts: Pick<CodeTexts, 'label' | 'hint'>; label?: string }) {
  return <TextField {...field} label={label ?? texts.label} hint={texts.hint} inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />;
}

/** "Send the code again" once the wait is over, with the seconds left meanwhile; a 429 restarts the wait. */
export function ResendCode({ resendAfter = RESEND_SECONDS, texts, resend, onBack }: Pick<Props, 'resendAfter' | 'texts' | 'resend' | 'onBack'>) {
  const { left, start } = useCountdown(resendAfter);
  const errorTexts = useAccountErrorTexts();
  const [notice, setNotice] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  async function onResend() {
    setNotice(null);
    setResendError(null);
    try {
      start((await resend()) ?? RESEND_SECONDS);
      setNotice(texts.resent);
    } catch (error) {
      if (isApiError(error) && error.status === 429) start(error.retryAfter ?? RESEND_SECONDS);
      setResendError(failureText(errorTexts, error));
    }
  }

  const linkButton = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {left > 0 ? (
          <p className="text-muted">{fill(texts.resendIn, { seconds: String(left) })}</p>
        ) : (
          <button type="button" onClick={onResend} className={linkButton}>
            {texts.resend}
          </button>
        )}
        {onBack && (
          <button type="button" onClick={onBack} className={linkButton}>
            {texts.back}
          </button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {notice && <p className="text-green-800">{notice}</p>}
        {resendError && <p className="font-medium text-red-700">{resendError}</p>}
      </div>
    </>
  );
}
