'use client';

import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ConsentField, HoneypotField } from './form-fields';
import { fill, useHydrated } from './use-site-form';

export type SiteFormTexts = { requiredNote: string; consent: string; honeypot: string; submit: string; submitting: string; successTitle: string; another: string };

type Props = {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  texts: SiteFormTexts;
  /** Fills the consent's {clinic}: the visitor agrees to this clinic processing their data. */
  clinicName: string;
  status: 'idle' | 'submitting' | 'done';
  formError: string | null;
  consent: { checked: boolean; error?: string; onChecked: (checked: boolean) => void };
  honeypot: { value: string; onValue: (value: string) => void };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onReset: () => void;
  /** The confirmation that replaces the form once the request is stored. */
  success: ReactNode;
  children: ReactNode;
};

/** What both visitor forms share: the required-fields note, the form error, consent, honeypot, submit, and the confirmation. */
export function SiteForm({ formId, formRef, texts, clinicName, status, formError, consent, honeypot, onSubmit, onFocus, onReset, success, children }: Props) {
  const hydrated = useHydrated();
  if (status === 'done') {
    return (
      <FormSuccess title={texts.successTitle} another={texts.another} onReset={onReset}>
        {success}
      </FormSuccess>
    );
  }
  const busy = status === 'submitting';
  return (
    // method="post": a submit before the script runs must never put personal data into a URL.
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="relative flex flex-col gap-5" aria-describedby={`${formId}-note`}>
      <p id={`${formId}-note`} className="text-sm text-muted">
        {texts.requiredNote}
      </p>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      {children}
      <ConsentField formId={formId} label={fill(texts.consent, { clinic: clinicName })} {...consent} />
      <HoneypotField formId={formId} label={texts.honeypot} {...honeypot} />
      <div>
        <button
          type="submit"
          disabled={!hydrated}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 bg-brand-700 px-5 font-medium text-white transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait"
        >
          {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />}
          {busy ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  );
}

/** The confirmation takes focus, so a screen reader reads it at once. */
function FormSuccess({ title, another, onReset, children }: { title: string; another: string; onReset: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="rounded-xl border border-green-700 bg-green-50 p-6" aria-labelledby="form-success-title">
      <h2 id="form-success-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {title}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-ink">{children}</div>
      <button type="button" onClick={onReset} className="mt-4 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
        {another}
      </button>
    </section>
  );
}
