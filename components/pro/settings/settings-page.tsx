'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, SelectField, TextField, type FieldBinding } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { PageHeader } from '@/components/pro/page-header';
import { BrandColourField } from './brand-colour-field';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ImageFileField } from '@/components/pro/image-file-field';
import { RequirePermission } from '@/components/pro/require-permission';
import { proHref } from '@/components/pro/pro-sections';
import { useChosenFile } from '@/components/pro/use-chosen-file';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { CLINIC_TIME_ZONES, clinicTimeZone, type ClinicTimeZone } from '@/lib/dates/time-zones';
import { LANDING_LAYOUTS } from '@/lib/tenants/layouts';
import { useBusinessStore, type BusinessCompany } from '@/stores/business-store';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.companyFormSchema));
const SAVE_PATH = '/w-front/v1/business/user/company';
const SUFFIX = { ru: '', kk: '_KK', uz: '_UZ', en: '_EN' } as const satisfies Record<Locale, string>;
const OTHER_LOCALES = ['kk', 'uz', 'en'] as const;
/** The logo's and favicon's limit (lib/business/uploaded-images.ts LOGO_SPEC, FAVICON_SPEC). */
const FILE_MAX_MB = 5;

type Field = keyof BusinessCompany & string;
/** Each zone's name among BusinessSettings.timeZone.options. */
const ZONE_KEYS = {
  'Asia/Almaty': 'almaty',
  'Asia/Aqtobe': 'aqtobe',
  'Asia/Aqtau': 'aqtau',
  'Asia/Atyrau': 'atyrau',
  'Asia/Oral': 'oral',
  'Asia/Qostanay': 'qostanay',
  'Asia/Qyzylorda': 'qyzylorda',
  'Asia/Tashkent': 'tashkent',
  'Asia/Samarkand': 'samarkand',
} as const satisfies Record<ClinicTimeZone, string>;
type SettingsValues = Record<string, unknown>;

/** The body as a multipart form: the checked values (a cleared field as empty), and the chosen files `logo` and `favicon`. */
export function settingsFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (name === 'logo' || name === 'favicon') {
      const file = value instanceof FileList ? value[0] : value instanceof File ? value : undefined;
      if (file) form.set(name, file);
    } else if (Array.isArray(value)) form.set(name, value.join('\n'));
    else form.set(name, value === null ? '' : String(value));
  }
  return form;
}

/** Clinic settings (segment 'settings', company.edit): names, site template, time zone, contacts, the issue e-mail, online booking, legal details, logo, favicon and brand colour. */
export function SettingsPage() {
  return (
    <RequirePermission permission="company.edit">
      <Settings />
    </RequirePermission>
  );
}

function Settings() {
  const t = useTranslations('BusinessSettings');
  const { company } = useProCabinet();
  const [savedRound, setSavedRound] = useState(0);
  // Each save: the form starts anew from the server's answer (a new key), which drops the focus from
  // Save; the status (a new element per save) takes it, above the form, so the next Tab goes on into the form.
  if (!company) return null;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* Always there, so each save's new text (a new element, keyed by the round) is announced again. */}
      <div role="status">
        {savedRound > 0 && (
          <p key={savedRound} ref={focusOnMount} tabIndex={-1} className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900 focus:outline-none">
            {t('saved')}
          </p>
        )}
      </div>
      <SettingsForm key={`${company.COMPANY_CODE}-${savedRound}`} company={company} onSaved={() => setSavedRound((round) => round + 1)} />
    </div>
  );
}

function SettingsForm({ company, onSaved }: { company: BusinessCompany; onSaved: () => void }) {
  const t = useTranslations('BusinessSettings');
  const errorTexts = useBusinessErrorTexts();
  const uiLocale = useLocale() as Locale;
  const { cabinetCode } = useProCabinet();
  const client = useApiClient();
  const fields = [
    'COMPANY_NAME',
    'COMPANY_NAME_KK',
    'COMPANY_NAME_UZ',
    'COMPANY_NAME_EN',
    'FRONT_LANDING_TEMPLATE_ID',
    'TIME_ZONE',
    'EMAIL_FOR_ISSUES',
    'is_active_online_entry',
    'LEGAL_NAME',
    'LEGAL_NAME_KK',
    'LEGAL_NAME_UZ',
    'LEGAL_NAME_EN',
    'TAX_ID',
    'LICENSE_NUMBER',
    'LICENSE_DATE',
    'BRAND_COLOR',
    'logo',
    'favicon',
  ];
  const form = useApiForm<SettingsValues>({
    fields,
    schema: loadSchema,
    toBody: (values) => ({ ...values, COMPANY_CODE: company.COMPANY_CODE }),
    submit: (async (body: Record<string, unknown>) => {
      const answer = await client.post<{ data: BusinessCompany }>(SAVE_PATH, settingsFormData(body));
      useBusinessStore.getState().setCompany(answer.data);
      return answer;
    }) as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (_field, code) => (code === 'file_too_large' ? t('fileTooLarge', { max: FILE_MAX_MB }) : code === 'too_long' ? t('tooLong') : undefined),
    onSuccess: onSaved,
  });
  const field = (name: string) => form.field(name);
  const language = (l: Locale) => t(`languages.${l}`);
  const text = (name: Field) => {
    const value = company[name];
    return typeof value === 'string' ? value : '';
  };

  return (
    <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('names.title')}</legend>
        <p className="text-sm text-muted">{t('names.hint')}</p>
        <TextField {...field('COMPANY_NAME')} label={t('names.in', { language: language('ru') })} required maxLength={200} defaultValue={company.COMPANY_NAME} />
        {OTHER_LOCALES.map((l) => (
          <TextField key={l} {...field(`COMPANY_NAME${SUFFIX[l]}`)} lang={l} label={t('names.in', { language: language(l) })} maxLength={200} defaultValue={text(`COMPANY_NAME${SUFFIX[l]}` as Field)} />
        ))}
      </fieldset>
      <SelectField
        {...field('FRONT_LANDING_TEMPLATE_ID')}
        label={t('template.label')}
        hint={t('template.hint')}
        defaultValue={company.FRONT_LANDING_TEMPLATE_ID ?? 'landing'}
        options={LANDING_LAYOUTS.map((layout) => ({ value: layout, label: t(`template.options.${layout}`) }))}
      />
      <SelectField
        {...field('TIME_ZONE')}
        label={t('timeZone.label')}
        hint={t('timeZone.hint')}
        defaultValue={clinicTimeZone(company.TIME_ZONE)}
        options={CLINIC_TIME_ZONES.map((zone) => ({ value: zone, label: t(`timeZone.options.${ZONE_KEYS[zone]}`) }))}
      />
      {/* Contacts and hours have their own editor (segment 'contacts'): one place for them, with the version check. */}
      <p className="rounded-xl border border-slate-200 bg-white p-4">
        <Link href={proHref(uiLocale, company.COMPANY_CODE, cabinetCode, 'contacts')} className="text-brand-700 underline underline-offset-4">
          {t('contactsMoved')}
        </Link>
      </p>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('inbox.title')}</legend>
        <TextField {...field('EMAIL_FOR_ISSUES')} type="email" label={t('inbox.email')} hint={t('inbox.emailHint')} autoComplete="off" maxLength={254} defaultValue={company.EMAIL_FOR_ISSUES ?? ''} />
        <CheckboxField {...field('is_active_online_entry')} label={t('inbox.onlineEntry')} hint={t('inbox.onlineEntryHint')} defaultChecked={company.is_active_online_entry} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-legal-details>
        <legend className="px-1 font-semibold">{t('legal.title')}</legend>
        <p className="text-sm text-muted">{t('legal.hint')}</p>
        <TextField {...field('LEGAL_NAME')} label={t('legal.nameIn', { language: language('ru') })} hint={t('legal.nameHint')} maxLength={300} defaultValue={company.LEGAL_NAME ?? ''} />
        {OTHER_LOCALES.map((l) => (
          <TextField key={l} {...field(`LEGAL_NAME${SUFFIX[l]}`)} lang={l} label={t('legal.nameIn', { language: language(l) })} maxLength={300} defaultValue={text(`LEGAL_NAME${SUFFIX[l]}` as Field)} />
        ))}
        <TextField {...field('TAX_ID')} label={t('legal.taxId')} hint={t('legal.taxIdHint')} inputMode="numeric" autoComplete="off" maxLength={40} defaultValue={company.TAX_ID ?? ''} />
        <TextField {...field('LICENSE_NUMBER')} label={t('legal.licenseNumber')} autoComplete="off" maxLength={100} defaultValue={company.LICENSE_NUMBER ?? ''} />
        <TextField {...field('LICENSE_DATE')} type="date" label={t('legal.licenseDate')} defaultValue={company.LICENSE_DATE ?? ''} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('images.title')}</legend>
        <PictureField binding={field('logo')} label={t('images.logo')} hint={t('images.logoHint', { max: FILE_MAX_MB })} current={company.LOGO} currentAlt={t('images.currentLogo')} previewAlt={t('images.preview')} none={t('images.none')} />
        <PictureField binding={field('favicon')} label={t('images.favicon')} hint={t('images.faviconHint', { max: FILE_MAX_MB })} current={company.FAVICON_LINK} currentAlt={t('images.currentFavicon')} previewAlt={t('images.preview')} none={t('images.none')} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('brand.title')}</legend>
        <BrandColourField binding={field('BRAND_COLOR')} defaultValue={company.BRAND_COLOR?.toUpperCase() ?? ''} />
      </fieldset>
    </ApiForm>
  );
}

type PictureFieldProps = { binding: FieldBinding; label: string; hint: string; current: string | null; currentAlt: string; previewAlt: string; none: string };

/** A picture file of the form (registered with the form kit, sent in the multipart body), the current picture and the chosen file's preview. */
function PictureField({ binding, label, hint, current, currentAlt, previewAlt, none }: PictureFieldProps) {
  const { preview, choose } = useChosenFile();
  const pictures = (
    <div className="flex flex-wrap items-center gap-4">
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- the stored picture as the site shows it
        <img src={current} alt={currentAlt} data-testid={`current-${binding.name}`} className="h-16 w-auto max-w-full rounded border border-slate-200 bg-white object-contain p-1" />
      ) : (
        <span className="text-sm text-muted">{none}</span>
      )}
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file
        <img src={preview} alt={previewAlt} className="h-16 w-auto max-w-full rounded border border-dashed border-slate-400 bg-white object-contain p-1" />
      )}
    </div>
  );
  return <ImageFileField {...binding} label={label} hint={hint} pictures={pictures} gap="gap-2" onFiles={(files) => choose(files[0] ?? null)} />;
}
