'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, SelectField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { LANDING_LAYOUTS } from '@/lib/tenants/layouts';
import { useBusinessStore } from '@/stores/business-store';
import { useBusinessErrorTexts } from '../business-error-texts';
import { ProEntryPage } from '../pro-entry-page';
import { proHref } from '../pro-sections';

const loadSchema = lazyLoader(() => import('./create-schema').then((schemas) => schemas.createCompanyFormSchema));

const FIELDS = [
  'COMPANY_SLUG',
  'COMPANY_NAME',
  'COMPANY_NAME_KK',
  'COMPANY_NAME_UZ',
  'COMPANY_NAME_EN',
  'FRONT_LANDING_TEMPLATE_ID',
  'PHONES',
  'EMAIL',
  'EMAIL_FOR_ISSUES',
  'ADDRESS',
  'is_active_online_entry',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;
/** The created company as the call answers it (SPEC 3 names). */
type Created = { COMPANY_CODE: string; COMPANY_SLUG: string; COMPANY_NAME: string };

/**
 * A new clinic in minutes (POST /w-front/v1/business/user/company without COMPANY_CODE): the
 * site's address, the names per language (Russian required), the layout and the contacts. The
 * site is live at once: the answer shows its link and the way into the new clinic's cabinet 0.
 */
export function CreateView({ locale }: { locale: Locale }) {
  const t = useTranslations('BusinessCreate');
  const errorTexts = useBusinessErrorTexts();
  const [slug, setSlug] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const form = useApiForm<Values>({
    fields: FIELDS,
    schema: loadSchema,
    path: '/w-front/v1/business/user/company',
    errorTexts,
    onSuccess: (result) => {
      // The new business account is in the next load of the business-area state.
      useBusinessStore.getState().reset();
      setCreated((result as { data: Created }).data);
    },
  });

  if (created) return <CreatedPanel created={created} locale={locale} />;
  const address = `${localePrefix(locale)}/l/${slug.trim().toLowerCase() || t('slugExample')}`;
  return (
    <ProEntryPage locale={locale} title={t('title')} intro={t('intro')} back={t('back')}>
      <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
        <TextField
          {...form.field('COMPANY_SLUG')}
          label={t('slug')}
          hint={t('slugHint', { address })}
          onInput={(event) => setSlug(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold">{t('names')}</legend>
          <p className="text-sm text-muted">{t('namesHint')}</p>
          <TextField {...form.field('COMPANY_NAME')} label={t('nameRu')} lang="ru" required />
          <TextField {...form.field('COMPANY_NAME_KK')} label={t('nameKk')} lang="kk" />
          <TextField {...form.field('COMPANY_NAME_UZ')} label={t('nameUz')} lang="uz" />
          <TextField {...form.field('COMPANY_NAME_EN')} label={t('nameEn')} lang="en" />
        </fieldset>
        <SelectField {...form.field('FRONT_LANDING_TEMPLATE_ID')} label={t('template')} options={LANDING_LAYOUTS.map((value) => ({ value, label: t(`templates.${value}`) }))} />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold">{t('contacts')}</legend>
          <TextField {...form.field('PHONES')} label={t('phones')} hint={t('phonesHint')} type="tel" autoComplete="tel" />
          <TextField {...form.field('EMAIL')} label={t('email')} type="email" autoComplete="email" />
          <TextField {...form.field('EMAIL_FOR_ISSUES')} label={t('issues')} hint={t('issuesHint')} type="email" autoComplete="email" />
          <TextField {...form.field('ADDRESS')} label={t('address')} autoComplete="street-address" lang="ru" />
          <CheckboxField {...form.field('is_active_online_entry')} label={t('onlineEntry')} />
        </fieldset>
      </ApiForm>
    </ProEntryPage>
  );
}

function CreatedPanel({ created, locale }: { created: Created; locale: Locale }) {
  const t = useTranslations('BusinessCreate');
  const site = `${localePrefix(locale)}/l/${created.COMPANY_SLUG}`;
  return (
    <section ref={focusOnMount} tabIndex={-1} aria-labelledby="created-title" className="flex flex-col gap-4 rounded-xl border border-green-700 bg-green-50 p-5 text-green-950">
      <h1 id="created-title" className="text-2xl font-bold">
        {t('done.title', { name: created.COMPANY_NAME })}
      </h1>
      <p>{t('done.text')}</p>
      <p className="break-words">
        <a href={site} className="font-semibold text-brand-800 underline">
          {t('done.site')}: {site}
        </a>
      </p>
      <p>
        <a href={proHref(locale, created.COMPANY_CODE, 0)} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800">
          {t('done.workspace')}
        </a>
      </p>
    </section>
  );
}
