'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from './fields';
import type { ApiFormState } from './use-api-form';

type Props = {
  form: Pick<ApiFormState, 'formId' | 'formProps' | 'formError' | 'status' | 'hydrated' | 'Engine' | 'engineProps'>;
  /** E.g. "Fields marked with an asterisk are required"; the form is described by it. */
  note?: string;
  submit: string;
  submitting: string;
  /** Also called on a focus in the form, e.g. to load what a field needs. */
  onFocus?: () => void;
  children: ReactNode;
};

/** The frame of every form of the kit: note, fields, the form's error, the submit button, and the engine. */
export function ApiForm({ form, note, submit, submitting, onFocus, children }: Props) {
  const busy = form.status === 'submitting';
  const noteId = `${form.formId}-note`;
  return (
    <form
      {...form.formProps}
      onFocus={() => {
        form.formProps.onFocus();
        onFocus?.();
      }}
      aria-describedby={note ? noteId : undefined} className="relative flex flex-col gap-5">
      {note && (
        <p id={noteId} className="text-sm text-muted">
          {note}
        </p>
      )}
      {children}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div>
        {/* Enabled once hydrated; a submit before the engine has loaded waits for it. */}
        <Button type="submit" disabled={!form.hydrated} loading={busy}>
          {busy ? submitting : submit}
        </Button>
      </div>
      {form.Engine && <form.Engine {...form.engineProps} />}
    </form>
  );
}
