'use client';

import { useId, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent } from 'react';
import { TextField } from '@/components/forms/form-fields';
import { Button } from '@/components/ui/button';
import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import type { OsmsCheckFormProps } from './osms-check-form';

export type OsmsCheckTexts = Messages['InsuranceCheck']['form'];
export type OsmsCheckProps = { apiAuth: ApiAuth; locale: Locale; companyCode: string; texts: OsmsCheckTexts };

/** What an IIN field takes as typed: 12 digits with a few spaces. */
export const IIN_INPUT = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: 20 } as const;

type FormModule = typeof import('./osms-check-form');

// react-hook-form, zod and the API client come with the form: on the first focus, not with the page.
let formModule: Promise<FormModule> | undefined;
function loadForm(): Promise<FormModule> {
  formModule ??= import('./osms-check-form').catch((error) => {
    formModule = undefined;
    throw error;
  });
  return formModule;
}

const noSubscribe = () => () => {};
/** False in the server's HTML, true once hydrated: the button waits for the script. */
const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

type Loaded = { Form: ComponentType<OsmsCheckFormProps>; autoFocus: boolean; submitOnMount: boolean };

/**
 * The OSMS status check as the page ships it: a plain form. The first focus loads the real
 * form (react-hook-form with the API's zod schema), which takes over with what was typed,
 * keeps the focus, and sends at once if the patient already pressed the button.
 */
export function OsmsCheck(props: OsmsCheckProps) {
  const { texts } = props;
  const formId = useId();
  const hydrated = useHydrated();
  const [iin, setIin] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const submitRequested = useRef(false);

  function load() {
    setFailed(false);
    loadForm().then(
      ({ OsmsCheckForm }) =>
        setLoaded({ Form: OsmsCheckForm, autoFocus: document.activeElement?.id === `${formId}-iin`, submitOnMount: submitRequested.current }),
      () => setFailed(true),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitRequested.current = true;
    load();
  }

  if (loaded) return <loaded.Form {...props} formId={formId} initialIin={iin} autoFocus={loaded.autoFocus} submitOnMount={loaded.submitOnMount} />;

  return (
    // method="post": a submit before the script runs must never put an IIN into a URL.
    <form method="post" noValidate onFocus={load} onSubmit={submit} className="flex flex-col gap-4">
      <TextField {...IIN_INPUT} formId={formId} name="iin" label={texts.iin} hint={texts.iinHint} required value={iin} onValue={setIin} />
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {texts.errors.network}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!hydrated}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
