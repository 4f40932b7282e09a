'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { StatusLine } from './profile-api';

/** What cancelling from /profile answers: done, or the refusal's text in the patient's language. */
export type CancelOwnVisitResult = { ok: true } | { ok: false; message: string };

type Texts = { cancel: string; cancelYes: string; cancelNo: string; cancelling: string; cancelFailed: string };
type Props = {
  visitId: number;
  locale: Locale;
  /** «Отменить запись: 05 марта, 09:00?», written on the server in the clinic's zone. */
  question: string;
  texts: Texts;
  /** The server action: checks that the visit is the signed-in patient's, then cancels it. */
  action: (visitId: number, locale: string) => Promise<CancelOwnVisitResult>;
  /** Where the focus goes once the visit has left the upcoming list. */
  focusAfter: string;
};

/** "Cancel the visit", then a confirm step (the question with yes and no); on yes the server action and the page's new render. */
export function VisitCancel({ visitId, locale, question, texts, action, focusAfter }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const noRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) noRef.current?.focus();
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirm = () =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await action(visitId, locale);
        if (!result.ok) {
          setError(result.message);
          return;
        }
        router.refresh();
        document.getElementById(focusAfter)?.focus();
      } catch {
        setError(texts.cancelFailed);
      }
    });

  return (
    <div className="flex flex-col gap-2">
      {confirming ? (
        <div role="group" aria-label={question} className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="font-medium">{question}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={confirm} disabled={pending} className="min-h-11 rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60">
              {pending ? texts.cancelling : texts.cancelYes}
            </button>
            <button ref={noRef} type="button" onClick={() => setConfirming(false)} disabled={pending} className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
              {texts.cancelNo}
            </button>
          </div>
        </div>
      ) : (
        <button ref={openRef} type="button" onClick={() => setConfirming(true)} className="min-h-11 self-start rounded-lg border border-red-700 bg-white px-4 py-2 font-medium text-red-700 hover:bg-red-50">
          {texts.cancel}
        </button>
      )}
      <StatusLine tone="error">{error}</StatusLine>
    </div>
  );
}
