'use client';

import { useTranslations } from 'next-intl';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessErrorTexts } from '../business-error-texts';
import { ProEntryPage } from '../pro-entry-page';
import { cabinetPath } from '../use-pro-cabinet';
import { useOpenJoined, type Joined } from './use-open-joined';

const loadSchema = lazyLoader(() => import('./join-schema').then((schemas) => schemas.joinFormSchema));

type Values = { companyCode: string; cabinetCode: string; access_code: string };
type Body = { companyCode: string; cabinetCode: number; access_code: string };

// A code that exists but can no longer be used: said above the form, in the server's words.
const CODE_STATES = { access_code_expired: 'access_code_expired', access_code_used_up: 'access_code_used_up', access_code_revoked: 'access_code_revoked' };

/**
 * Joining a cabinet with an access code (SPEC 6, 7.2 request_access): the clinic's code, the
 * cabinet's number (0 unless an invitation's link says otherwise) and the code. On success the
 * business-area state is dropped and the cabinet opens, so it loads with the new membership.
 */
export function JoinView({ locale, companyCode, cabinetCode, accessCode = '' }: { locale: Locale; companyCode: string; cabinetCode: string; accessCode?: string }) {
  const t = useTranslations('BusinessJoin');
  const client = useApiClient();
  const openJoined = useOpenJoined(locale, (cabinet) => t('joined', { cabinet }));
  const errorTexts = useBusinessErrorTexts();
  const form = useApiForm<Values>({
    fields: ['companyCode', 'cabinetCode', 'access_code'],
    schema: loadSchema,
    submit: (async (body: Body) =>
      (await client.post<{ data: Joined }>(cabinetPath('write', body.companyCode, body.cabinetCode, 'user/request_access'), { access_code: body.access_code })).data) as (body: never) => Promise<unknown>,
    errorTexts,
    formCodes: CODE_STATES,
    // A wrong code (or one of another cabinet) is the code field's error, in the server's words.
    fieldErrorText: (field, code) => (field === 'access_code' && code === 'invalid' ? errorTexts.access_code_invalid : undefined),
    onSuccess: (result) => openJoined(result as Joined),
  });

  return (
    <ProEntryPage locale={locale} title={t('title')} intro={t('intro')} back={t('back')}>
      <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
        <TextField {...form.field('companyCode')} label={t('companyCode')} hint={t('companyHint')} defaultValue={companyCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
        <TextField {...form.field('cabinetCode')} label={t('cabinetCode')} hint={t('cabinetHint')} defaultValue={cabinetCode} inputMode="numeric" autoComplete="off" required />
        <TextField {...form.field('access_code')} label={t('accessCode')} defaultValue={accessCode} autoComplete="one-time-code" spellCheck={false} required />
      </ApiForm>
    </ProEntryPage>
  );
}
