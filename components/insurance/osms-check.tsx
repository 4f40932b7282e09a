'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import type { OsmsStatusAnswer } from '@/lib/insurance/schemas';
import { OsmsResult } from './osms-result';

export type OsmsCheckTexts = Messages['InsuranceCheck']['form'];
export type OsmsCheckProps = { locale: Locale; companyCode: string; texts: OsmsCheckTexts };

/** The IIN schema (lib/insurance/schemas.ts), with zod: loaded on the first focus, like every form's. */
const loadInsuranceSchemas = lazyLoader(() => import('@/lib/insurance/schemas'));

/** Provider and limit failures, said above the button in the patient's language. */
const FORM_CODES: Record<string, string> = {
  rate_limited: 'rate_limited',
  osms_provider_unavailable: 'osms_provider_unavailable',
  osms_provider_timeout: 'osms_provider_timeout',
};

/**
 * The OSMS status check on the form kit: react-hook-form with the zod schema the API checks
 * again, loaded on the first focus. A wrong IIN is said at the field; the answer is read out
 * from a live region below the button. The IIN is sent by POST, never in a URL.
 */
export function OsmsCheck({ locale, companyCode, texts }: OsmsCheckProps) {
  const [answer, setAnswer] = useState<OsmsStatusAnswer | null>(null);
  const form = useApiForm<{ iin: string }>({
    fields: ['iin'],
    schema: () => loadInsuranceSchemas().then((schemas) => schemas.osmsStatusRequestSchema),
    path: `/front/v1/company/${encodeURIComponent(companyCode)}/insurance/osms-status`,
    errorTexts: texts.errors,
    formCodes: FORM_CODES,
    fieldErrorText: (_field, code) => (texts.errors as Record<string, string>)[code],
    onSuccess: (result) => setAnswer((result as { data: OsmsStatusAnswer }).data),
  });
  const iin = form.field('iin');

  return (
    <div className="flex flex-col gap-4">
      <ApiForm form={form} submit={texts.submit} submitting={texts.submitting}>
        <TextField
          {...iin}
          // An answer is about the IIN it was asked for.
          onChange={(event) => {
            iin.onChange?.(event);
            setAnswer(null);
          }}
          label={texts.iin}
          hint={texts.iinHint}
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
        />
      </ApiForm>
      <div aria-live="polite" aria-atomic="true">
        {answer && <OsmsResult answer={answer} locale={locale} texts={texts} />}
      </div>
    </div>
  );
}
