'use client';

import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { TextAreaField, TextField } from './form-fields';
import { SiteForm } from './site-form';
import { fill, loadSchemas, useSiteForm, type FormErrorTexts } from './use-site-form';

export type AskQuestionTexts = Messages['AskQuestion'];

type Props = {
  apiAuth: ApiAuth;
  locale: Locale;
  companyCode: string;
  /** The clinic's name in the page's language: the consent names who processes the data. */
  clinicName: string;
  texts: AskQuestionTexts;
  errorTexts: FormErrorTexts;
};

const INITIAL = { name: '', email: '', phone: '', text: '', consent: false, website: '' };

const preload = () => {
  loadSchemas().catch(() => undefined);
};

/** The ask-a-question island; its texts come from the server as props. */
export function QuestionForm({ apiAuth, locale, companyCode, clinicName, texts, errorTexts }: Props) {
  const form = useSiteForm({ apiAuth, locale, companyCode, errorTexts, path: '/w-front/v1/questions', initial: INITIAL, schema: (schemas) => schemas.questionSchema });
  const { values, errors, setValue, formId } = form;
  const field = (name: keyof typeof INITIAL & string) => ({ formId, name, error: errors[name] });

  return (
    <SiteForm {...form.shell} texts={texts} clinicName={clinicName} onFocus={preload} success={<p>{fill(texts.successText, { name: values.name.trim(), email: values.email.trim() })}</p>}>
      <TextField {...field('name')} label={texts.name} required autoComplete="name" maxLength={200} value={values.name} onValue={(value) => setValue('name', value)} />
      <TextField {...field('email')} label={texts.email} hint={texts.emailHint} required type="email" autoComplete="email" maxLength={254} value={values.email} onValue={(value) => setValue('email', value)} />
      <TextField {...field('phone')} label={texts.phone} hint={texts.phoneHint} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} value={values.phone} onValue={(value) => setValue('phone', value)} />
      <TextAreaField {...field('text')} label={texts.text} required rows={6} maxLength={5000} value={values.text} onValue={(value) => setValue('text', value)} />
    </SiteForm>
  );
}
