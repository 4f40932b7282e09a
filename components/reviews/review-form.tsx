'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '@/components/auth/use-api-client';
import { Button } from '@/components/ui/button';
import type { ApiAuth } from '@/lib/api-client/config';
import { isApiError } from '@/lib/api-client/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { RatingField, Select, TextArea, TextInput } from './review-form-fields';

export type ReviewFormTexts = Messages['Reviews']['form'];
export type SpecialistOption = { slug: string; name: string };

type Props = {
  apiAuth: ApiAuth;
  locale: Locale;
  companyCode: string;
  specialists: SpecialistOption[];
  defaultSpecialist?: string;
  limits: { authorName: number; text: number };
  texts: ReviewFormTexts;
};

const FIELDS = ['AUTHOR_NAME', 'RATING', 'SPECIALIST', 'TEXT'] as const;
type Field = (typeof FIELDS)[number];
type Values = { AUTHOR_NAME: string; RATING: number | null; SPECIALIST: string; TEXT: string; website: string };

/**
 * Leave a review (POST /w-front/v1/reviews). Texts come as props (no message runtime);
 * the shared zod schema loads with the first submit, so the page does not carry zod.
 */
export function ReviewForm({ apiAuth, locale, companyCode, specialists, defaultSpecialist = '', limits, texts }: Props) {
  const client = useApiClient(apiAuth, locale);
  const id = useId();
  const empty: Values = { AUTHOR_NAME: '', RATING: null, SPECIALIST: defaultSpecialist, TEXT: '', website: '' };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The form is replaced by the notice: focus follows, so it is read out and not lost.
  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  function message(field: Field, code: string | undefined): string | undefined {
    if (!code) return undefined;
    if (field === 'RATING') return texts.errors.rating_range;
    const template = (texts.errors as Record<string, string>)[code] ?? texts.errors.invalid;
    return template.replace('{max}', String(field === 'AUTHOR_NAME' ? limits.authorName : limits.text));
  }

  function showFieldErrors(fields: Record<string, string>): boolean {
    const known = Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]));
    const first = FIELDS.find((field) => known[field]);
    if (!first) return false;
    setErrors(known);
    setFormError(texts.errors.summary);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    const body = { ...values, COMPANY_CODE: companyCode, SPECIALIST: values.SPECIALIST || null, RATING: values.RATING ?? undefined };
    try {
      const { reviewInputSchema, reviewFieldErrors } = await import('@/lib/content/reviews/schemas');
      const checked = reviewInputSchema.safeParse(body);
      if (!checked.success) {
        showFieldErrors(reviewFieldErrors(checked.error.issues));
        return;
      }
      await client.post('/w-front/v1/reviews', checked.data);
      setSent(true);
    } catch (caught) {
      if (isApiError(caught) && caught.fields && showFieldErrors(caught.fields)) return;
      const code = isApiError(caught) ? (caught.status === 0 ? 'network' : caught.code === 'rate_limited' ? 'rate_limited' : 'unknown') : 'unknown';
      setFormError(texts.errors[code]);
    } finally {
      setBusy(false);
    }
  }

  function writeAnother() {
    setValues(empty);
    setSent(false);
  }

  if (sent) {
    return (
      <div ref={noticeRef} tabIndex={-1} role="status" className="flex flex-col items-start gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
        <p className="font-medium">{texts.success}</p>
        <button type="button" onClick={writeAnother} className="text-sm font-medium text-brand-800 underline underline-offset-4">
          {texts.another}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="relative flex flex-col gap-5">
      <TextInput id={`${id}-name`} name="AUTHOR_NAME" label={texts.name} autoComplete="name" required maxLength={limits.authorName} value={values.AUTHOR_NAME} onChange={(e) => set('AUTHOR_NAME', e.target.value)} error={message('AUTHOR_NAME', errors.AUTHOR_NAME)} />
      <RatingField id={`${id}-rating`} legend={texts.rating} names={texts.ratingNames} value={values.RATING} onChange={(rating) => set('RATING', rating)} error={message('RATING', errors.RATING)} />
      {specialists.length > 0 && (
        <Select id={`${id}-specialist`} name="SPECIALIST" label={texts.specialist} value={values.SPECIALIST} onChange={(e) => set('SPECIALIST', e.target.value)} error={message('SPECIALIST', errors.SPECIALIST)}>
          <option value="">{texts.specialistNone}</option>
          {specialists.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
      <TextArea id={`${id}-text`} name="TEXT" label={texts.text} rows={6} required maxLength={limits.text} hint={texts.textHint.replace('{max}', String(limits.text))} value={values.TEXT} onChange={(e) => set('TEXT', e.target.value)} error={message('TEXT', errors.TEXT)} />
      {/* The honeypot: off-screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{texts.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
      </div>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" loading={busy}>
          {busy ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
