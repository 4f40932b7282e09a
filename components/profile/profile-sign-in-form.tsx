'use client';

import { useActionState } from 'react';
import { FormAlert, TextField } from '@/components/forms/fields';
import { Button } from '@/components/ui/button';

export type ProfileSignInState = { error: 'required' | 'invalid_credentials' | 'rate_limited' | 'unknown' | null; login: string };

export type ProfileSignInTexts = {
  login: string;
  password: string;
  submit: string;
  submitting: string;
  errors: Record<Exclude<ProfileSignInState['error'], null>, string>;
};

type Props = {
  action: (previous: ProfileSignInState, form: FormData) => Promise<ProfileSignInState>;
  locale: string;
  returnTo: string;
  texts: ProfileSignInTexts;
  testId?: string;
};

/**
 * The sign-in page's own form, the page's one sign-in: a server action, so it signs in and
 * returns to the asked-for section with JavaScript off as well as on.
 */
export function ProfileSignInForm({ action, locale, returnTo, texts, testId }: Props) {
  const [state, formAction, pending] = useActionState(action, { error: null, login: '' });
  return (
    <form action={formAction} className="flex flex-col gap-5" data-testid={testId}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextField id="profile-sign-in-login" name="login" label={texts.login} autoComplete="username" defaultValue={state.login} required />
      <TextField id="profile-sign-in-password" name="password" label={texts.password} type="password" autoComplete="current-password" required />
      {state.error && <FormAlert>{texts.errors[state.error]}</FormAlert>}
      <div>
        <Button type="submit" loading={pending}>
          {pending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
