'use client';

import { useState, useSyncExternalStore } from 'react';
import type { Messages } from '@/lib/i18n/message-files';
import { ApiForm } from './api-form';
import { CheckboxField, FormSuccess, type CheckboxLink, HoneypotField, SelectField, TextAreaField, TextField } from './fields';
import { fill, useApiForm } from './use-api-form';
import { loadFormSchemas, VISITOR_FORM_CODES, type VisitorFormErrorTexts } from './visitor-forms';

export type AppointmentTexts = Messages['Appointment'];
export type SpecialistOption = { id: number; slug: string; label: string };

type Props = {
  companyCode: string;
  /** The clinic's name in the page's language: the consent names who processes the data. */
  clinicName: string;
  /** The clinic's privacy policy, linked under the consent. */
  policy: CheckboxLink;
  specialists: SpecialistOption[]; texts: AppointmentTexts; errorTexts: VisitorFormErrorTexts };

type Values = { name: string; phone: string; email: string; specialistId: string; preferredDate: string; comment: string; consent: boolean; website: string };
// In the order shown; the honeypot is no field a person could correct.
const FIELDS = ['name', 'phone', 'email', 'specialistId', 'preferredDate', 'comment', 'consent'] as const;

const noSubscribe = () => () => {};
const readSpecialistSlug = () => new URLSearchParams(window.location.search).get('specialist') ?? '';

/** The appointment request (online entry) island; its texts come from the server as props. */
export function AppointmentForm({ companyCode, clinicName, policy, specialists, texts, errorTexts }: Props) {
  // A link such as ?specialist=<slug> picks the doctor; the cached page never reads the query.
  const slug = useSyncExternalStore(noSubscribe, readSpecialistSlug, () => '');
  const linked = String(specialists.find((option) => option.slug === slug)?.id ?? '');
  // The earliest date, in the clinics' calendar, once the schemas have loaded.
  const [minDate, setMinDate] = useState<string>();
  const form = useApiForm<Values>({
    fields: FIELDS,
    schema: () => loadFormSchemas().then((schemas) => schemas.appointmentSchema),
    path: '/w-front/v1/appointment',
    toBody: (values) => ({ ...values, COMPANY_CODE: companyCode }),
    errorTexts,
    formCodes: VISITOR_FORM_CODES,
    // A signed-in patient's details, filled in the browser (the page itself is the same for everyone).
    prefill: { name: 'fullName', phone: 'phone', email: 'email' },
  });

  if (form.status === 'done' && form.sent) {
    const { name, phone, email } = form.sent;
    return (
      <FormSuccess title={texts.successTitle} another={texts.another} onAnother={form.reset}>
        <p>{fill(texts.successText, { name: name.trim(), phone: phone.trim() })}</p>
        {email.trim() && <p>{fill(texts.successEmail, { email: email.trim() })}</p>}
      </FormSuccess>
    );
  }

  const preload = () => {
    loadFormSchemas()
      .then((schemas) => setMinDate(schemas.clinicDate()))
      .catch(() => undefined);
  };

  return (
    <ApiForm form={form} note={texts.requiredNote} submit={texts.submit} submitting={texts.submitting} onFocus={preload}>
      <TextField {...form.field('name')} label={texts.name} required autoComplete="name" maxLength={200} />
      <TextField {...form.field('phone')} label={texts.phone} hint={texts.phoneHint} required type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />
      <TextField {...form.field('email')} label={texts.email} hint={texts.emailHint} type="email" autoComplete="email" maxLength={254} />
      {specialists.length > 0 && (
        <SelectField
          // Read again when the link's doctor is known (after hydration), before anyone has chosen.
          key={linked}
          {...form.field('specialistId')}
          label={texts.specialist}
          defaultValue={linked}
          options={[{ value: '', label: texts.anySpecialist }, ...specialists.map((option) => ({ value: String(option.id), label: option.label }))]}
        />
      )}
      <TextField {...form.field('preferredDate')} label={texts.preferredDate} hint={texts.preferredDateHint} type="date" min={minDate} />
      <TextAreaField {...form.field('comment')} label={texts.comment} hint={texts.commentHint} maxLength={2000} />
      <CheckboxField {...form.field('consent')} label={fill(texts.consent, { clinic: clinicName })} link={policy} required />
      <HoneypotField {...form.field('website')} label={texts.honeypot} />
    </ApiForm>
  );
}
