'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useApiClient } from '@/components/auth/use-api-client';
import { TextField } from '@/components/forms/form-fields';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/errors';
import { iinErrorCode, OSMS_ERROR_CODES, osmsStatusRequestSchema, type OsmsStatusAnswer } from '@/lib/insurance/schemas';
import { IIN_INPUT, type OsmsCheckProps } from './osms-check';
import { OsmsResult, type OsmsOutcome } from './osms-result';

export type OsmsCheckFormProps = OsmsCheckProps & {
  /** The shell's id, so the label, hint and error ids stay the same. */
  formId: string;
  initialIin: string;
  autoFocus: boolean;
  submitOnMount: boolean;
};

type Input = z.input<typeof osmsStatusRequestSchema>;
type Output = z.output<typeof osmsStatusRequestSchema>;

const FAILURES: readonly string[] = [...OSMS_ERROR_CODES, 'network'];

/**
 * The OSMS status check: react-hook-form with the zod schema the API checks again. A wrong IIN
 * is said at the field, in the patient's language; the answer (or why there is none) is read
 * out from a live region below the button.
 */
export function OsmsCheckForm({ apiAuth, locale, companyCode, texts, formId, initialIin, autoFocus, submitOnMount }: OsmsCheckFormProps) {
  const client = useApiClient(apiAuth, locale);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(osmsStatusRequestSchema),
    defaultValues: { iin: initialIin },
    // The field is TextField's own input: focus by its id.
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<OsmsOutcome | null>(null);
  const inputId = `${formId}-iin`;
  const focusIin = () => document.getElementById(inputId)?.focus();
  const errorText = (code: string) => (texts.errors as Record<string, string>)[code] ?? texts.errors.unknown;

  const check = handleSubmit(
    async ({ iin }) => {
      setOutcome(null);
      try {
        const body = await client.post<{ data: OsmsStatusAnswer }>(`/front/v1/company/${encodeURIComponent(companyCode)}/insurance/osms-status`, { iin });
        setOutcome({ answer: body.data });
      } catch (caught) {
        const fieldCode = isApiError(caught) ? caught.fields?.iin : undefined;
        if (fieldCode) {
          setError('iin', { message: fieldCode });
          return focusIin();
        }
        const code = !isApiError(caught) ? 'unknown' : caught.status === 0 ? 'network' : caught.code;
        setOutcome({ error: errorText(FAILURES.includes(code) ? code : 'unknown') });
      }
    },
    () => {
      setOutcome(null);
      focusIin();
    },
  );

  // Once, as the form replaces the shell: keep the focus there, and send what was already submitted.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (autoFocus) focusIin();
    if (submitOnMount) void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = formState.isSubmitting;
  return (
    <div className="flex flex-col gap-4">
      <form method="post" noValidate onSubmit={check} className="flex flex-col gap-4">
        <Controller
          name="iin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...IIN_INPUT}
              formId={formId}
              name="iin"
              label={texts.iin}
              hint={texts.iinHint}
              required
              value={field.value}
              onBlur={field.onBlur}
              onValue={(value) => {
                field.onChange(value);
                // An answer is about the IIN it was asked for.
                setOutcome(null);
              }}
              error={fieldState.error ? errorText(iinErrorCode(fieldState.error.message)) : undefined}
            />
          )}
        />
        <div>
          <Button type="submit" loading={busy}>
            {busy ? texts.submitting : texts.submit}
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-atomic="true">
        {outcome && <OsmsResult outcome={outcome} locale={locale} texts={texts} />}
      </div>
    </div>
  );
}
