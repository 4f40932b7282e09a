'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useApiClient } from '@/components/auth/use-api-client';
import type { ApiAuth } from '@/lib/api-client/config';
import { isApiError } from '@/lib/api-client/errors';
import type * as Schemas from '@/lib/forms/schemas';
import type { Locale } from '@/lib/i18n/locales';

type SchemaModule = typeof Schemas;
type FormSchema = SchemaModule['appointmentSchema'] | SchemaModule['questionSchema'];
type Values = Record<string, string | boolean | null>;

/** The FormErrors messages: field codes (required, invalid_phone, …) and form-level ones (summary, network, …). */
export type FormErrorTexts = Record<string, string>;

// zod comes with the schemas: they load on the first focus in the form, not with the page.
let schemas: Promise<SchemaModule> | undefined;
export function loadSchemas(): Promise<SchemaModule> {
  schemas ??= import('@/lib/forms/schemas').catch((error) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

const noSubscribe = () => () => {};
/** False in the server's HTML, true once hydrated: the submit button waits for the script. */
export const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

const FORM_LEVEL = ['rate_limited', 'network', 'unavailable', 'temporarily_unavailable'];

type Options<V extends Values> = {
  apiAuth: ApiAuth;
  locale: Locale;
  path: string;
  companyCode: string;
  initial: V;
  schema: (module: SchemaModule) => FormSchema;
  errorTexts: FormErrorTexts;
  /** Values as sent, e.g. with a doctor chosen by the page's link. */
  prepare?: (values: V) => Values;
};

/**
 * State and submission of a visitor form: the shared zod schema checks it in the browser,
 * the API checks it again; error codes from either are shown in the visitor's language,
 * and focus moves to the first invalid field.
 */
export function useSiteForm<V extends Values & { consent: boolean; website: string }>(options: Options<V>) {
  const client = useApiClient(options.apiAuth, options.locale);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const text = (code: string) => options.errorTexts[code] ?? options.errorTexts.invalid;

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function showFieldErrors(codes: Record<string, string>) {
    const visible = Object.entries(codes).filter(([name]) => name in options.initial);
    if (visible.length === 0) return setFormError(text('unknown'));
    setErrors(Object.fromEntries(visible.map(([name, code]) => [name, text(code)])));
    setFormError(text('summary'));
    setFocusRequest((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setFormError(null);
    let loaded: SchemaModule;
    try {
      loaded = await loadSchemas();
    } catch {
      return setFormError(text('network'));
    }
    const sent = options.prepare ? options.prepare(values) : values;
    const parsed = options.schema(loaded).safeParse({ ...sent, COMPANY_CODE: options.companyCode });
    if (!parsed.success) return showFieldErrors(loaded.fieldErrors(parsed.error.issues));
    setStatus('submitting');
    try {
      await client.post(options.path, parsed.data);
      setStatus('done');
    } catch (caught) {
      setStatus('idle');
      if (!isApiError(caught)) return setFormError(text('unknown'));
      if (caught.fields) return showFieldErrors(caught.fields);
      // 503: the site cannot store it just now (its database is down); nothing was stored, sending again later is safe.
      // A clinic that stopped taking requests since the page was cached.
      const code = caught.status === 503 ? 'temporarily_unavailable' : caught.code === 'company_not_found' || caught.status === 409 ? 'unavailable' : caught.code;
      setFormError(text(FORM_LEVEL.includes(code) ? code : 'unknown'));
    }
  }

  function reset() {
    setValues(options.initial);
    setErrors({});
    setFormError(null);
    setStatus('idle');
  }

  /** The SiteForm props every visitor form passes the same way. */
  const shell = {
    formId,
    formRef,
    status,
    formError,
    onSubmit: submit,
    onReset: reset,
    consent: { checked: values.consent, error: errors.consent, onChecked: (checked: boolean) => setValue('consent', checked as V['consent']) },
    honeypot: { value: values.website, onValue: (value: string) => setValue('website', value as V['website']) },
  };

  return { formId, values, setValue, errors, shell };
}

/** '{name}' placeholders of a message filled with the visitor's own values. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
