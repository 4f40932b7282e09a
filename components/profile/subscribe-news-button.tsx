'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiConfig } from '@/lib/api-client/api-config';
import { isApiError } from '@/lib/api-client/errors';
import { hasSignedInHint } from '@/lib/client/cross-tab';
import { localePrefix } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { useAuthStore } from '@/stores/auth-store';

export type SubscribeButtonTexts = Messages['ProfileSubscriptions']['button'] & { emailRequired: string };

type State = { kind: 'idle' | 'busy' | 'subscribed' } | { kind: 'error'; text: string; emailRequired: boolean };

/**
 * "Subscribe to news" on a clinic's news page. The page carries only this button: the API
 * client (no React Query) loads on the first click. Signed out, the click opens the header's
 * sign-in dialog (the auth store's requireLogin) and subscribes once the visitor has signed in.
 */
export function SubscribeNewsButton({ companyCode, siteSlug, texts }: { companyCode: string; /** On the platform host: the account area wears this clinic (?site=). */ siteSlug?: string; texts: SubscribeButtonTexts }) {
  const config = useApiConfig();
  const requireLogin = useAuthStore((state) => state.requireLogin);
  const [state, setState] = useState<State>({ kind: 'idle' });
  /** A section of the account area; on the platform host it wears this clinic (?site=). */
  const profileLink = (section: string) => `${localePrefix(config?.locale ?? 'ru')}/profile/${section}${siteSlug ? `?site=${encodeURIComponent(siteSlug)}` : ''}`;

  async function subscribe(): Promise<void> {
    if (!config || state.kind === 'busy') return;
    if (!hasSignedInHint() && useAuthStore.getState().status !== 'authorized') {
      try {
        await requireLogin();
      } catch {
        return; // The dialog was closed without signing in.
      }
    }
    setState({ kind: 'busy' });
    try {
      const { createApiClient } = await import('@/lib/api-client/client');
      await createApiClient(config).post('/front/v1/user/subscribes', { company_code: companyCode });
      setState({ kind: 'subscribed' });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setState({ kind: 'idle' });
        return requireLogin().then(subscribe, () => undefined);
      }
      const emailRequired = isApiError(error) && error.code === 'email_required';
      setState({ kind: 'error', text: emailRequired ? texts.emailRequired : texts.failed, emailRequired });
    }
  }

  if (state.kind === 'subscribed') {
    return (
      <p role="status" className="rounded-xl border border-brand-700 bg-brand-50 p-3 text-sm">
        {texts.subscribed}{' '}
        <a href={profileLink('subscriptions')} className="font-medium text-brand-800 underline">
          {texts.manage}
        </a>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" size="sm" onClick={subscribe} loading={state.kind === 'busy'} loadingLabel={texts.subscribing}>
        {state.kind === 'busy' ? texts.subscribing : texts.subscribe}
      </Button>
      {state.kind === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.text}
          {state.emailRequired && (
            <>
              {' '}
              {/* The account's contacts section, where the e-mail is added (issue 28: no dead end). */}
              <a href={profileLink('contacts')} className="text-brand-800 underline">
                {texts.addEmail}
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
