'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ACCOUNT_PATHS } from '@/components/auth/account-api';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/components/ui/focus-on-mount';
import { Modal } from '@/components/ui/modal';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate, formatTime } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { ProfileHeading } from './profile-api';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

/** A signed-in device as GET …/user/sessions answers it (the contract). */
export type DeviceSession = { id: number | string; device: string | null; createdAt: string; lastSeenAt: string; current: boolean };

export const sessionsQueryKey = ['profile-sessions'] as const;

/** The devices signed in to the account, this one marked, and "sign out everywhere else" after a confirmation. */
export function Sessions() {
  const t = useTranslations('ProfileSessions');
  const ui = useTranslations('Ui');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const ended = useRef(false);
  const noOthersRef = useRef<HTMLParagraphElement>(null);
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: async ({ signal }) => (await client.get<{ data: DeviceSession[] }>(ACCOUNT_PATHS.sessions, { signal })).data });
  const endOthers = useMutation({
    mutationFn: async () => (await client.post<{ data: { ended: number } }>(ACCOUNT_PATHS.endOtherSessions, {})).data,
    onSuccess: async ({ ended: count }) => {
      pushToast({ message: t('ended', { count }), variant: 'success' });
      ended.current = true;
      // The dialog stays (its button busy) until the list is read again, so it closes on the result.
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: () => pushToast({ message: t('failed'), variant: 'error' }),
    onSettled: () => setConfirming(false),
  });
  const when = (iso: string) => `${formatDate(iso, locale)}, ${formatTime(iso)}`;
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeading title={t('title')} intro={t('intro')} />
      <QueryStatus query={sessions} texts={loadTexts(t)} />
      {sessions.data && (
        <ul className="flex flex-col gap-3">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4" data-current={session.current || undefined}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="min-w-0 font-medium wrap-anywhere">{session.device || t('unknownDevice')}</span>
                {session.current && <span className="rounded-full bg-green-50 px-2 py-0.5 text-sm font-medium text-green-800">{t('thisDevice')}</span>}
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-muted">
                <dt>{t('lastSeen')}</dt>
                <dd>
                  <time dateTime={session.lastSeenAt}>{when(session.lastSeenAt)}</time>
                </dd>
                <dt>{t('signedIn')}</dt>
                <dd>
                  <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {sessions.data &&
        (others.length > 0 ? (
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('endOthers')}
            </Button>
          </div>
        ) : (
          <p ref={noOthersRef} tabIndex={-1} className="text-muted focus:outline-none">
            {t('noOthers')}
          </p>
        ))}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        onStateChange={(state) => {
          // Closed after the others were signed out: the button that opened it is gone, replaced
          // by "no other devices", which takes the focus (the dialog gives it back only to a button still there).
          if (state !== 'left' || !ended.current) return;
          ended.current = false;
          requestAnimationFrame(() => focusIfLost(noOthersRef.current));
        }}
        title={t('confirmTitle')}
        description={t('confirmText')}
        closeLabel={ui('closeDialog')}
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {t('confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
