'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { failureText } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Permission } from '@/lib/business/permission-names';
import { presetOf } from '@/lib/business/staff/role-presets';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessErrorTexts } from '../business-error-texts';
import { permissionKey } from '../members/members-api';
import { ProEntryPage } from '../pro-entry-page';
import { useOpenJoined, type Joined } from './use-open-joined';

/** POST …/business/user/invitation/preview: what the link offers. */
type Offer = {
  COMPANY_CODE: string;
  COMPANY_NAME: string;
  COMPANY_CABINET_CODE: number;
  CABINET_NAME: string;
  EMAIL: string;
  PERMISSIONS: Permission[];
  INVITED_BY: string | null;
  EXPIRES_AT: string;
};

const PREVIEW = '/w-front/v1/business/user/invitation/preview';
const ACCEPT = '/w-front/v1/business/user/invitation/accept';
/** An invitation that exists no more (or never did): said in the server's words, no retry. */
const FINAL = new Set([404, 410]);

/**
 * An e-mailed invitation's link, opened by a signed-in user (the /pro layout asks a signed-out
 * one to sign in or sign up first, and comes back here): the clinic, the cabinet, the role and
 * the address it was sent to, and Accept. The link carries everything: nothing to type.
 */
export function InvitationView({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations('BusinessInvites.accept');
  const members = useTranslations('BusinessMembers');
  const client = useApiClient();
  const openJoined = useOpenJoined(locale, (cabinet) => t('joined', { cabinet }));
  const errorTexts = useBusinessErrorTexts();
  const me = useCurrentUser().data;
  const offer = useQuery({
    queryKey: ['business', 'invitation', token],
    queryFn: async () => (await client.post<{ data: Offer }>(PREVIEW, { token })).data,
    retry: (count, error) => !(isApiError(error) && FINAL.has(error.status)) && count < 2,
  });
  const accept = useMutation({
    mutationFn: async () => (await client.post<{ data: Joined }>(ACCEPT, { token })).data,
    onSuccess: openJoined,
  });

  const finalError = offer.error && isApiError(offer.error) && FINAL.has(offer.error.status) ? failureText(errorTexts, offer.error) : null;
  const data = offer.data;
  const role = data ? presetOf(data.PERMISSIONS) : 'custom';
  const what = data ? data.PERMISSIONS.map((permission) => members(`permissions.${permissionKey(permission)}`)).join(', ') : '';

  return (
    <ProEntryPage locale={locale} title={t('title')} back={t('back')}>
      {offer.isPending && (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      )}
      {finalError && (
        <p role="alert" ref={focusOnMount} tabIndex={-1} className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800" data-testid="invitation-error">
          {finalError}
        </p>
      )}
      {offer.isError && !finalError && <LoadFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void offer.refetch()} />}
      {data && (
        <section aria-labelledby="invitation-offer" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <p id="invitation-offer" className="text-lg font-semibold break-words">
            {data.INVITED_BY ? t('intro', { inviter: data.INVITED_BY, clinic: data.COMPANY_NAME }) : t('introNoInviter', { clinic: data.COMPANY_NAME })}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <dt className="text-muted">{t('cabinet')}</dt>
            <dd className="break-words">{data.CABINET_NAME}</dd>
            <dt className="text-muted">{t('role')}</dt>
            <dd className="break-words" data-testid="invitation-role">
              {role === 'custom' ? what : `${members(`roles.${role}`)} (${what})`}
            </dd>
            <dt className="text-muted">{t('sentTo')}</dt>
            <dd className="break-all">{data.EMAIL}</dd>
            <dt className="text-muted">{t('validUntil')}</dt>
            <dd>
              <time dateTime={data.EXPIRES_AT}>{formatDate(data.EXPIRES_AT, locale)}</time>
            </dd>
          </dl>
          {me?.EMAIL && me.EMAIL.toLowerCase() !== data.EMAIL && <p className="text-sm text-muted break-words">{t('otherAccount', { email: me.EMAIL })}</p>}
          {accept.isError && (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
              {failureText(errorTexts, accept.error)}
            </p>
          )}
          <div>
            <Button onClick={() => accept.mutate()} disabled={accept.isPending || accept.isSuccess}>
              {accept.isPending ? t('submitting') : t('submit')}
            </Button>
          </div>
        </section>
      )}
    </ProEntryPage>
  );
}
