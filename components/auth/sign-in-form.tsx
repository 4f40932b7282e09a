'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiClient } from '@/lib/api-client/client';
import { isApiError } from '@/lib/api-client/errors';
import { announceAuthChange } from '@/lib/client/cross-tab';
import { useAuthStore, type SessionUser } from '@/stores/auth-store';

const KNOWN_ERRORS = ['invalid_credentials', 'rate_limited', 'network'] as const;

/** Sign-in by e-mail or phone (POST /api-front2/v1/user/authorize, form data). */
export function SignInForm({ client }: { client: ApiClient }) {
  const t = useTranslations('Auth');
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const formDestroyed = useAuthStore((state) => state.formDestroyed);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  // SPEC 4: the promise of requireLogin rejects when the auth form is destroyed unresolved.
  useEffect(() => () => formDestroyed(), [formDestroyed]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const login = String(data.get('login') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!login || !password) return setError(t('errors.required'));
    setBusy(true);
    setError(null);
    try {
      const { data: user } = await client.post<{ data: SessionUser }>('/api-front2/v1/user/authorize', new URLSearchParams({ login, password }));
      announceAuthChange('loggedIn');
      loggedIn(user);
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : 'unknown';
      setError(t(`errors.${(KNOWN_ERRORS as readonly string[]).includes(code) ? (code as (typeof KNOWN_ERRORS)[number]) : 'unknown'}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('login')}
        <input name="login" type="text" autoComplete="username" required className="rounded-lg border border-slate-400 px-3 py-2 text-base" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('password')}
        <input name="password" type="password" autoComplete="current-password" required className="rounded-lg border border-slate-400 px-3 py-2 text-base" />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
