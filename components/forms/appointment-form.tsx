'use client';

import { useState, useSyncExternalStore } from 'react';
import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { SiteForm } from './site-form';
import { fill, loadSchemas, useSiteForm, type FormErrorTexts } from './use-site-form';

export type AppointmentTexts = Messages['Appointment'];
export type SpecialistOption = { id: number; slug: string; label: string };

type Props = {
  apiAuth: ApiAuth;
  locale: Locale;
  companyCode: string;
  /** The clinic's name in the page's language: the consent names who processes the data. */
  clinicName: string;
  specialists: SpecialistOption[];
  texts: AppointmentTexts;
  errorTexts: FormErrorTexts;
};

// specialistId null: the visitor has not chosen; a link such as ?specialist=<slug> then picks the doctor.
const INITIAL = { name: '', phone: '', email: '', specialistId: null as string | null, preferredDate: '', comment: '', consent: false, website: '' };

const noSubscribe = () => () => {};
const readSpecialistSlug = () => new URLSearchParams(window.location.search).get('specialist') ?? '';

/** The appointment request (online entry) island; its texts come from the server as props. */
export function AppointmentForm({ apiAuth, locale, companyCode, clinicName, specialists, texts, errorTexts }: Props) {
  const slug = useSyncExternalStore(noSubscribe, readSpecialistSlug, () => '');
  const linked = String(specialists.find((option) => option.slug === slug)?.id ?? '');
  const form = useSiteForm({
    apiAuth,
    locale,
    companyCode,
    errorTexts,
    path: '/w-front/v1/appointment',
    initial: INITIAL,
    schema: (schemas) => schemas.appointmentSchema,
    prepare: (values) => ({ ...values, specialistId: values.specialistId ?? linked }),
  });
  // The earliest date, in the clinics' calendar, once the schemas have loaded.
  const [minDate, setMinDate] = useState<string>();
  const { values, errors, setValue, formId } = form;
  const field = (name: keyof typeof INITIAL & string) => ({ formId, name, error: errors[name] });

  const preload = () => {
    loadSchemas()
      .then((schemas) => setMinDate(schemas.clinicDate()))
      .catch(() => undefined);
  };

  const success = (
    <>
      <p>{fill(texts.successText, { name: values.name.trim(), phone: values.phone.trim() })}</p>
      {values.email.trim() && <p>{fill(texts.successEmail, { email: values.email.trim() })}</p>}
    </>
  );

  return (
    <SiteForm {...form.shell} texts={texts} clinicName={clinicName} onFocus={preload} success={success}>
      <TextField {...field('name')} label={texts.name} required autoComplete="name" maxLength={200} value={values.name} onValue={(value) => setValue('name', value)} />
      <TextField {...field('phone')} label={texts.phone} hint={texts.phoneHint} required type="tel" inputMode="tel" autoComplete="tel" maxLength={32} value={values.phone} onValue={(value) => setValue('phone', value)} />
      <TextField {...field('email')} label={texts.email} hint={texts.emailHint} type="email" autoComplete="email" maxLength={254} value={values.email} onValue={(value) => setValue('email', value)} />
      {specialists.length > 0 && (
        <SelectField
          {...field('specialistId')}
          label={texts.specialist}
          value={values.specialistId ?? linked}
          onValue={(value) => setValue('specialistId', value)}
          options={[{ value: '', label: texts.anySpecialist }, ...specialists.map((option) => ({ value: String(option.id), label: option.label }))]}
        />
      )}
      <TextField {...field('preferredDate')} label={texts.preferredDate} hint={texts.preferredDateHint} type="date" min={minDate} value={values.preferredDate} onValue={(value) => setValue('preferredDate', value)} />
      <TextAreaField {...field('comment')} label={texts.comment} hint={texts.commentHint} maxLength={2000} value={values.comment} onValue={(value) => setValue('comment', value)} />
    </SiteForm>
  );
}
