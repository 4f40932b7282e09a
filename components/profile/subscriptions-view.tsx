'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/components/ui/focus-on-mount';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { ApiClientConfig } from '@/lib/api-client/config';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { errorText, ProfileHeading, StatusLine } from './profile-api';

export type SubscriptionsTexts = Messages['ProfileSubscriptions'];
type Subscription = { companyCode: string; companyName: string; siteUrl: string; createdAt: string };

export const SUBSCRIPTIONS_PATH = '/front/v1/user/subscribes';
export const subscriptionsKey = ['profile', 'subscriptions'] as const;

/** The news subscriptions page: each clinic with its site and an unsubscribe button. */
/** Where a patient with no subscription goes to subscribe: the clinic's news page, or the platform's home. */
export type SubscribeAt = { href: string; text: string };

export function SubscriptionsView({ config, texts, subscribeAt }: { config: ApiClientConfig; texts: SubscriptionsTexts; subscribeAt: SubscribeAt }) {
  return (
    <Subscriptions locale={config.locale} texts={texts} subscribeAt={subscribeAt} />
  );
}

function Subscriptions({ locale, texts, subscribeAt }: { locale: Locale; texts: SubscriptionsTexts; subscribeAt: SubscribeAt }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const list = useQuery({ queryKey: subscriptionsKey, queryFn: ({ signal }) => client.get<{ data: Subscription[] }>(SUBSCRIPTIONS_PATH, { signal }).then((answer) => answer.data) });
  const unsubscribe = useMutation({
    mutationFn: (subscription: Subscription) => client.delete(`${SUBSCRIPTIONS_PATH}/${encodeURIComponent(subscription.companyCode)}`),
    onSuccess: async (_answer, subscription) => {
      setStatus({ text: texts.unsubscribed.replace('{clinic}', subscription.companyName), tone: 'ok' });
      refocus.current = true;
      await queryClient.invalidateQueries({ queryKey: subscriptionsKey });
    },
    onError: (error) => setStatus({ text: errorText(error, texts.errors), tone: 'error' }),
  });
  // Once the list without the row is drawn, its button (which had the focus) is gone: the heading
  // takes the focus, so the keyboard goes on from the page, not from <body>. A visitor who has
  // moved the focus elsewhere meanwhile keeps it there.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    focusIfLost(headingRef.current);
  }, [list.data]);

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ProfileHeading ref={headingRef} title={texts.title} intro={texts.intro} />
      <QueryStatus query={list} texts={loadTexts((key) => texts[key])} />
      {list.data?.length === 0 && (
        <p>
          <span>{texts.empty}</span>{' '}
          <a href={subscribeAt.href} className="font-medium text-brand-700 underline">
            {subscribeAt.text}
          </a>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.data.map((subscription) => (
            <li key={subscription.companyCode} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div>
                <p className="font-semibold">{subscription.companyName}</p>
                <p className="text-sm text-muted">{texts.since.replace('{date}', formatDate(subscription.createdAt, locale))}</p>
                <a href={subscription.siteUrl} className="text-sm font-medium text-brand-700 underline">
                  {texts.openSite}
                  <span className="sr-only">: {subscription.companyName}</span>
                </a>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => unsubscribe.mutate(subscription)}
                loading={unsubscribe.isPending && unsubscribe.variables?.companyCode === subscription.companyCode}
                aria-label={texts.unsubscribeFrom.replace('{clinic}', subscription.companyName)}
              >
                {texts.unsubscribe}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <StatusLine tone={status?.tone}>{status?.text}</StatusLine>
    </section>
  );
}
