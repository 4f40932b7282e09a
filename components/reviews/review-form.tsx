'use client';

import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, FormSuccess, type CheckboxLink, HoneypotField, RatingField, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { fill, lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import type { Messages } from '@/lib/i18n/message-files';

export type ReviewFormTexts = Messages['Reviews']['form'];
export type SpecialistOption = { slug: string; name: string };

type Props = {
  companyCode: string;
  /** The clinic's name in the page's language: the consent names who processes the data. */
  clinicName: string;
  /** The clinic's privacy policy, linked under the consent. */
  policy: CheckboxLink;
  specialists: SpecialistOption[];
  defaultSpecialist?: string;
  limits: { authorName: number; text: number };
  texts: ReviewFormTexts;
};

// RATING is the checked radio's value ('1'..'5'), or null before the visitor picks one.
type Values = { AUTHOR_NAME: string; RATING: string | null; SPECIALIST: string; TEXT: string; consent: boolean; website: string };
// In the order shown; the honeypot is no field a person could correct.
const FIELDS = ['AUTHOR_NAME', 'RATING', 'SPECIALIST', 'TEXT', 'consent'] as const;

/** The review schema (lib/content/reviews/schemas.ts), with zod: loaded on first focus. */
const loadReviewSchema = lazyLoader(() => import('@/lib/content/reviews/schemas').then((schemas) => schemas.reviewInputSchema));

/**
 * Leave a review (POST /w-front/v1/reviews). Texts come as props (no message runtime); the
 * review waits for moderation, so the answer is a notice, not the review.
 */
export function ReviewForm({ companyCode, clinicName, policy, specialists, defaultSpecialist = '', limits, texts }: Props) {
  const form = useApiForm<Values>({
    fields: FIELDS,
    schema: loadReviewSchema,
    path: '/w-front/v1/reviews',
    toBody: (values) => ({
      ...values,
      COMPANY_CODE: companyCode,
      SPECIALIST: values.SPECIALIST || null,
      RATING: values.RATING ? Number(values.RATING) : undefined,
    }),
    errorTexts: texts.errors,
    formCodes: { rate_limited: 'rate_limited' },
    // Any rating problem reads "choose from 1 to 5"; a length says which limit.
    fieldErrorText: (field, code) => {
      if (field === 'RATING') return texts.errors.rating_range;
      if (code === 'too_long') return texts.errors.too_long.replace('{max}', String(field === 'AUTHOR_NAME' ? limits.authorName : limits.text));
      return undefined;
    },
    // A review is public: a signed-in patient's first name only, which they may change.
    prefill: { AUTHOR_NAME: 'firstName' },
  });

  if (form.status === 'done') {
    return (
      <FormSuccess another={texts.another} onAnother={form.reset}>
        {texts.success}
      </FormSuccess>
    );
  }

  return (
    <ApiForm form={form} note={texts.requiredNote} submit={texts.submit} submitting={texts.submitting}>
      <TextField {...form.field('AUTHOR_NAME')} label={texts.name} autoComplete="name" required maxLength={limits.authorName} />
      <RatingField {...form.field('RATING')} legend={texts.rating} names={texts.ratingNames} required />
      {specialists.length > 0 && (
        <SelectField
          {...form.field('SPECIALIST')}
          label={texts.specialist}
          defaultValue={defaultSpecialist}
          options={[{ value: '', label: texts.specialistNone }, ...specialists.map((option) => ({ value: option.slug, label: option.name }))]}
        />
      )}
      <TextAreaField {...form.field('TEXT')} label={texts.text} rows={6} required maxLength={limits.text} hint={texts.textHint.replace('{max}', String(limits.text))} />
      <CheckboxField {...form.field('consent')} label={fill(texts.consent, { clinic: clinicName })} link={policy} required />
      <HoneypotField {...form.field('website')} label={texts.honeypot} />
    </ApiForm>
  );
}
