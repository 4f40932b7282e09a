'use client';

import { ApiForm } from '@/components/forms/api-form';
import { TextAreaField } from '@/components/forms/fields';
import type { FormSchema } from '@/components/forms/api-form-engine';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';

/** The inbox and review bodies (lib/business/inbox/schemas.ts), with zod: loaded on a form's first focus. */
export const loadInboxSchemas = lazyLoader(() => import('@/lib/business/inbox/schemas'));

type Props<N extends string> = {
  name: N;
  label: string;
  hint: string;
  submit: string;
  submitting: string;
  /** The stored text the field starts with. */
  defaultValue: string;
  rows?: number;
  required?: boolean;
  schema: () => Promise<FormSchema>;
  /** The call with the checked body; its answer goes to onSaved. */
  send: (body: Record<N, string | null>) => Promise<unknown>;
  onSaved: (answer: unknown, text: string) => void;
  errorTexts: Record<string, string>;
};

/**
 * One text of an item sent on its own (the internal note, the clinic's public reply, the answer
 * to a question): a form of the kit, checked in the browser by the server's schema and again by
 * the server, whose field errors show at the field in the user's language.
 */
export function ItemTextForm<N extends string>({ name, label, hint, submit, submitting, defaultValue, rows = 3, required, schema, send, onSaved, errorTexts }: Props<N>) {
  const form = useApiForm<Record<N, string>>({
    fields: [name],
    schema,
    submit: send as (body: never) => Promise<unknown>,
    errorTexts,
    onSuccess: (answer, values) => onSaved(answer, (values[name] ?? '').trim()),
  });
  return (
    <ApiForm form={form} submit={submit} submitting={submitting}>
      <TextAreaField {...form.field(name)} label={label} hint={hint} rows={rows} required={required} defaultValue={defaultValue} />
    </ApiForm>
  );
}
