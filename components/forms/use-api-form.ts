'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { isApiError } from '@/lib/api-client/errors';
import { useAccountContactStore, type AccountContact } from '@/stores/account-contact-store';
import type { ApiFormEngineProps, FormEngine, FormSchema } from './api-form-engine';
import type { FieldBinding } from './fields';

/** Error codes (required, invalid_phone, rate_limited ...) in the visitor's language. */
export type FormErrorTexts = Record<string, string>;

export type ApiFormStatus = 'idle' | 'submitting' | 'done';

export type ApiFormOptions<V extends FieldValues> = {
  /** The fields, in the order they are shown: the server's errors for any other name are a form error. */
  fields: readonly (keyof V & string)[];
  /** The server's zod schema; it loads (with zod) on the first focus in the form. */
  schema: () => Promise<FormSchema>;
  /** The POST of SPEC 7.2 style that receives the checked body, e.g. '/w-front/v1/appointment' ... */
  path?: string;
  /** ... or the call that sends it, for a form already inside an ApiProvider (e.g. useSignIn). */
  submit?: (body: never) => Promise<unknown>;
  /** The body the schema checks, e.g. the values with COMPANY_CODE added. */
  toBody?: (values: V) => FieldValues;
  /** Field codes, and the form's own: 'invalid' and 'unknown' are the fallbacks, 'summary' (if any) heads field errors; a `{seconds}` in a text is filled from Retry-After. */
  errorTexts: FormErrorTexts;
  /** Server codes shown above the form (even when the server names a field), to their text's code. */
  formCodes?: Record<string, string>;
  /** A field's text when it differs from errorTexts[code], e.g. with the field's length limit. */
  fieldErrorText?: (field: keyof V & string, code: string) => string | undefined;
  /**
   * Fields filled in from the signed-in patient's account (name, phone, e-mail), once it is
   * known in the browser: only fields still empty, never what the visitor typed; they stay editable.
   */
  prefill?: Partial<Record<keyof V & string, keyof AccountContact>>;
  /** Load at once: for a form in an island that is itself loaded on demand, such as a dialog. */
  eager?: boolean;
  onSuccess?: (result: unknown, values: V) => void;
};

/** A module loaded once, on first use; a failed load is forgotten, so the next use retries. */
export function lazyLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

const loadEngine = lazyLoader(() => import('./api-form-engine'));

const noSubscribe = () => () => {};
/** False in the server's HTML, true once hydrated: the submit button waits for the script. */
export const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

/** '{name}' placeholders of a message filled with the visitor's own values. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A failed call in the visitor's language: the text of its code (or of `code`), a `{seconds}` wait
 * filled from Retry-After; no connection is 'network'; a code without a text is 'unknown'.
 */
export function failureText(texts: FormErrorTexts, error: unknown, code?: string): string {
  if (!isApiError(error)) return texts.unknown;
  if (error.status === 0) return texts.network ?? texts.unknown;
  const template = texts[code ?? error.code];
  if (!template) return texts.unknown;
  if (!template.includes('{seconds}')) return template;
  return error.retryAfter === undefined ? texts.unknown : fill(template, { seconds: String(error.retryAfter) });
}

/** Each field's error code by its name; a nested field's (`title.ru`) by its dotted path. */
function errorCodes(errors: FieldErrors | undefined, prefix = ''): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors ?? {})) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') codes[`${prefix}${name}`] = error.message;
    else if (!('type' in error)) Object.assign(codes, errorCodes(error as FieldErrors, `${prefix}${name}.`));
  }
  return codes;
}

/**
 * A form on react-hook-form with the server's zod schema (DESIGN "client data and forms").
 * The page carries only this hook and the fields; react-hook-form, React Query, the API client
 * and zod load on the first focus in the form (or at once with `eager`). A submit before that
 * waits for them. Errors, from the schema in the browser or from the API, are stable codes shown
 * in the visitor's language, and focus moves to the first invalid field.
 */
export function useApiForm<V extends FieldValues>(options: ApiFormOptions<V>) {
  const formId = useId();
  const hydrated = useHydrated();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [Engine, setEngine] = useState<((props: ApiFormEngineProps) => ReactNode) | null>(null);
  const [engine, setReadyEngine] = useState<FormEngine | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<ApiFormStatus>('idle');
  const [sent, setSent] = useState<V | null>(null);
  const submitWaiting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Radio and checkbox-group choices made before the engine loaded (see onReady).
  const choicesBeforeEngine = useRef<[string, string | string[]][]>([]);

  const fieldText = (field: keyof V & string, code: string) => options.fieldErrorText?.(field, code) ?? options.errorTexts[code] ?? options.errorTexts.invalid;

  // Submitting reads the options through `latest`: a submit that waited for the engine runs later.
  const run = useCallback(({ methods, post }: FormEngine) => {
    const texts = () => latest.current.errorTexts;
    const showFailure = (error: unknown) => {
      const { fields, formCodes = {} } = latest.current;
      if (!isApiError(error) || error.status === 0) return setFormError(failureText(texts(), error));
      const formCode = formCodes[error.code];
      if (formCode) return setFormError(failureText(texts(), error, formCode));
      const named = fields.filter((field) => error.fields?.[field]);
      // Nothing for a field of this form: the code's own text above it (e.g. a 429's wait), else 'unknown'.
      if (named.length === 0) return setFormError(failureText(texts(), error));
      named.forEach((field, index) => methods.setError(field, { type: 'server', message: error.fields![field] }, { shouldFocus: index === 0 }));
      setFormError(texts().summary ?? null);
    };
    const onValid = async (body: FieldValues) => {
      setStatus('submitting');
      try {
        const send = (latest.current.submit ?? post) as (body: FieldValues) => Promise<unknown>;
        const result = await send(body);
        const values = methods.getValues() as V;
        setSent(values);
        setStatus('done');
        latest.current.onSuccess?.(result, values);
      } catch (error) {
        setStatus('idle');
        showFailure(error);
      }
    };
    const onInvalid = (invalid: FieldErrors) => {
      const shown = latest.current.fields.some((field) => invalid[field]);
      setFormError(shown ? (texts().summary ?? null) : texts().unknown);
    };
    setFormError(null);
    // A rejection here is the schema failing to load: the visitor is offline.
    methods.handleSubmit(onValid, onInvalid)().catch(() => setFormError(texts().network));
  }, []);

  const load = useCallback(() => {
    void latest.current.schema().catch(() => undefined);
    loadEngine().then(
      (module) => setEngine(() => module.ApiFormEngine),
      () => {
        if (!submitWaiting.current) return;
        submitWaiting.current = false;
        setFormError(latest.current.errorTexts.network);
      },
    );
  }, []);

  useEffect(() => {
    if (latest.current.eager) load();
  }, [load]);

  // Errors from react-hook-form: the schema's on submit (and again as fields change), the server's.
  useEffect(() => {
    if (!engine) return;
    return engine.methods.subscribe({ formState: { errors: true }, callback: (state) => setErrors(errorCodes(state.errors)) });
  }, [engine]);

  /**
   * The engine is in. react-hook-form reads each field's value from the page as it registers,
   * but a radio group's or a checkbox group's from its first control alone (then sets the
   * others by that value, unticking them): a rating chosen, or boxes ticked, before now are
   * noted here and given back once the fields have registered. A group's disabled boxes are
   * never sent.
   */
  const onReady = useCallback((ready: FormEngine) => {
    const form = formRef.current;
    const radios = Array.from(form?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [], (radio): [string, string] => [radio.name, radio.value]);
    const groups = new Map<string, HTMLInputElement[]>();
    for (const box of form?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) groups.set(box.name, [...(groups.get(box.name) ?? []), box]);
    const boxes = [...groups].filter(([, list]) => list.length > 1).map(([name, list]): [string, string[]] => [name, list.filter((box) => box.checked && !box.disabled).map((box) => box.value)]);
    choicesBeforeEngine.current = [...radios, ...boxes];
    setReadyEngine(ready);
  }, []);

  // After the render in which the fields registered: the noted choices, then a submit that came early.
  useEffect(() => {
    if (!engine) return;
    for (const [name, value] of choicesBeforeEngine.current.splice(0)) engine.methods.setValue(name, value);
    if (!submitWaiting.current) return;
    submitWaiting.current = false;
    run(engine);
  }, [engine, run]);

  // The signed-in patient's details, once per form shown (again after "send another").
  const contact = useAccountContactStore((state) => state.contact);
  const prefilled = useRef<AccountContact | null>(null);
  useEffect(() => {
    const map = latest.current.prefill;
    const form = formRef.current;
    if (!contact || !map || !form || prefilled.current === contact) return;
    prefilled.current = contact;
    for (const [name, key] of Object.entries(map) as [string, keyof AccountContact][]) {
      const value = contact[key]?.trim();
      const control = form.elements.namedItem(name);
      if (!value || !(control instanceof HTMLInputElement) || control.value !== '') continue;
      // Before the engine loads the page's control holds the value (react-hook-form reads it as it registers).
      if (engine) engine.methods.setValue(name, value, { shouldDirty: true });
      else control.value = value;
    }
  }, [contact, engine, status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    if (engine) return run(engine);
    submitWaiting.current = true;
    load();
  }

  /** Props for one field of the kit (components/forms/fields.tsx). */
  function field(name: keyof V & string): FieldBinding {
    const error = errors[name] ? fieldText(name, errors[name]) : undefined;
    const id = `${formId}-${name}`;
    return engine ? { id, ...engine.methods.register(name), error } : { id, name, error };
  }

  function reset() {
    engine?.methods.reset();
    prefilled.current = null;
    setErrors({});
    setFormError(null);
    setSent(null);
    setStatus('idle');
  }

  return {
    formId,
    field,
    /** The form's own props: no URL ever carries personal data (method post), the browser's checks give way to ours. */
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit, onFocus: load },
    formError,
    status,
    hydrated,
    /** The values sent, once the server took them. */
    sent,
    reset,
    /** Once loaded, ApiForm renders it inside the form with `engineProps`; it shows nothing. */
    Engine,
    engineProps: { schema: options.schema, toBody: (values: FieldValues) => (options.toBody ? options.toBody(values as V) : values), path: options.path, onReady } satisfies ApiFormEngineProps,
  };
}

export type ApiFormState = ReturnType<typeof useApiForm>;
