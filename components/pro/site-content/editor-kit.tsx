'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { isApiError, type ApiError } from '@/lib/api-client/errors';
import type { Locale } from '@/lib/i18n/locales';

/** A text per locale as the editors hold it. */
export type Texts = Partial<Record<Locale, string>>;

export const CONTROL = 'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Texts with empty locales dropped, as the API takes them. */
export const cleanTexts = (texts: Texts | null | undefined): Texts => Object.fromEntries(Object.entries(texts ?? {}).filter(([, value]) => value && value.trim())) as Texts;

/**
 * A failed save as the editors show it: the message of the call and each field's code as its text
 * (BusinessErrors.fields, the same the server writes), by the API's field path (`title.ru`,
 * `price_list.groups.0.rows.1.price`). A conflict is useVersionedSave's, not an error here.
 */
export function useSaveErrors(error: unknown) {
  const texts = useBusinessErrorTexts();
  const t = useTranslations('BusinessShell.formErrors');
  const api = isApiError(error) ? (error as ApiError) : null;
  const fields = api?.fields ?? {};
  const fieldText = (path: string): string | undefined => {
    const code = fields[path];
    return code ? (texts[code] ?? code) : undefined;
  };
  const message = error ? (api && api.status !== 0 ? api.message : t('network')) : null;
  const hasFieldIn = (prefix: string) => Object.keys(fields).some((key) => key === prefix || key.startsWith(`${prefix}.`));
  return { message, fieldText, fields, hasFieldIn };
}

/** The failed save's message: an alert that takes the focus, so the member hears it and continues from there. */
export function SaveError({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-900 focus:outline-none">
      {message}
    </p>
  );
}

/** A saved note (a status region, announced politely). */
export function SavedNote({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <div role="status">{shown && <p className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900">{children}</p>}</div>;
}

/** A labelled input with its error; `hideLabel` keeps the label for assistive technology only (a table's header shows it). */
export function Input({
  id,
  label,
  error,
  hideLabel,
  className = '',
  ...input
}: { id: string; label: string; error?: string; hideLabel?: 'always' | 'desktop' } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const labelClass = hideLabel === 'always' ? 'sr-only' : hideLabel === 'desktop' ? 'text-sm font-medium sm:sr-only' : 'text-sm font-medium';
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={[input['aria-describedby'], error && `${id}-error`].filter(Boolean).join(' ') || undefined} className={CONTROL} />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
