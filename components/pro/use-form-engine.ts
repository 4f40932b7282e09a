'use client';

import { useCallback, useRef } from 'react';
import type { FormEngine } from '@/components/forms/api-form-engine';
import type { ApiFormState } from '@/components/forms/use-api-form';

/**
 * The form kit's engine (react-hook-form's methods) once it has loaded, for a form that stays
 * mounted and must take new values from the server (e.g. after a save) instead of being
 * remounted by a new key, which would drop the focus to the page. Pass the returned form to ApiForm.
 */
export function useFormEngine<F extends Pick<ApiFormState, 'engineProps'>>(form: F) {
  const engine = useRef<FormEngine | null>(null);
  const inner = form.engineProps.onReady;
  const onReady = useCallback(
    (ready: FormEngine) => {
      engine.current = ready;
      inner(ready);
    },
    [inner],
  );
  return { form: { ...form, engineProps: { ...form.engineProps, onReady } }, engine };
}
