'use client';

import type { Messages } from '@/lib/i18n/message-files';
import { ApiForm } from './api-form';
import { CheckboxField, FormSuccess, type CheckboxLink, HoneypotField, TextAreaField, TextField } from './fields';
import { fill, useApiForm } from './use-api-form';
import { loadFormSchemas, VISITOR_FORM_CODES, type VisitorFormErrorTexts } from './visitor-forms';

export type AskQuestionTexts = Messages['AskQuestion'];

type Props = {
  companyCode: string;
  /** The clinic's name in the page's language: the consent names who processes the data. */
  clinicName: string;
  /** The clinic's privacy policy, linked under the consent. */
  policy: CheckboxLink;
  texts: AskQuestionTexts; errorTexts: VisitorFormErrorTexts };

type Values = { name: string; email: string; phone: string; text: string; consent: boolean; website: string };
// In the order shown; the honeypot is no field a person could correct.
const FIELDS = ['name', 'email', 'phone', 'text', 'consent'] as const;

/** The ask-a-question island; its texts come from the server as props. */
export function QuestionForm({ companyCode, clinicName, policy, texts, errorTexts }: Props) {
  const form = useApiForm<Values>({
    fields: FIELDS,
    schema: () => loadFormSchemas().then((schemas) => schemas.questionSchema),
    path: '/w-front/v1/questions',
    toBody: (values) => ({ ...values, COMPANY_CODE: companyCode }),
    errorTexts,
    formCodes: VISITOR_FORM_CODES,
    // A signed-in patient's details, filled in the browser (the page itself is the same for everyone).
    prefill: { name: 'fullName', email: 'email', phone: 'phone' },
  });

  if (form.status === 'done' && form.sent) {
    return (
      <FormSuccess title={texts.successTitle} another={texts.another} onAnother={form.reset}>
        <p>{fill(texts.successText, { name: form.sent.name.trim(), email: form.sent.email.trim() })}</p>
      </FormSuccess>
    );
  }

  return (
    <ApiForm form={form} note={texts.requiredNote} submit={texts.submit} submitting={texts.submitting}>
      <TextField {...form.field('name')} label={texts.name} required autoComplete="name" maxLength={200} />
      <TextField {...form.field('email')} label={texts.email} hint={texts.emailHint} required type="email" autoComplete="email" maxLength={254} />
      <TextField {...form.field('phone')} label={texts.phone} hint={texts.phoneHint} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />
      <TextAreaField {...form.field('text')} label={texts.text} required rows={6} maxLength={5000} />
      <CheckboxField {...form.field('consent')} label={fill(texts.consent, { clinic: clinicName })} link={policy} required />
      <HoneypotField {...form.field('website')} label={texts.honeypot} />
    </ApiForm>
  );
}
