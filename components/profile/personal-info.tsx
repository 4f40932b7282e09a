'use client';

import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { ACCOUNT_PATHS } from '@/components/auth/account-api';
import { useAccountErrorTexts } from '@/components/auth/account-error-texts';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { CurrentUser } from '@/components/auth/use-current-user';
import { pushToast } from '@/stores/toast-store';
import { displayPhone, useUserChanged } from './profile-data';
import { ProfileHeading } from './profile-api';

const loadSchema = lazyLoader(() => import('@/components/auth/form-schemas').then((schemas) => schemas.changeInformationSchema));
type Names = { lastname: string; name: string; middlename: string };

/** Personal information: the full name as SPEC 3 joins it, the phone with its plus, and the names to change. */
export function PersonalInfo() {
  const t = useTranslations('Profile');
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const phone = displayPhone(user.TEL);
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeading title={t('title')} intro={t('intro')} />
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted">{t('fullName')}</dt>
        <dd className="font-medium break-words" data-testid="full-name">
          {user.FULL_NAME || t('notSet')}
        </dd>
        <dt className="text-sm text-muted">{t('phone')}</dt>
        <dd className="break-words">{phone ?? t('notSet')}</dd>
        <dt className="text-sm text-muted">{t('email')}</dt>
        <dd className="break-all">{user.EMAIL ?? t('notSet')}</dd>
      </dl>
      <NamesForm user={user} />
    </div>
  );
}

function NamesForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('Profile');
  const errorTexts = useAccountErrorTexts();
  const client = useApiClient();
  const userChanged = useUserChanged();
  const form = useApiForm<Names>({
    fields: ['lastname', 'name', 'middlename'],
    schema: loadSchema,
    submit: (async (body: Names) => (await client.post<{ data: CurrentUser }>(ACCOUNT_PATHS.changeInformation, body)).data) as (body: never) => Promise<unknown>,
    errorTexts,
    onSuccess: (result) => {
      userChanged(result as CurrentUser);
      pushToast({ message: t('saved'), variant: 'success' });
    },
  });
  return (
    <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
      <TextField {...form.field('lastname')} label={t('lastname')} autoComplete="family-name" defaultValue={user.LASTNAME} />
      <TextField {...form.field('name')} label={t('name')} autoComplete="given-name" defaultValue={user.NAME} required />
      <TextField {...form.field('middlename')} label={t('middlename')} autoComplete="additional-name" defaultValue={user.MIDDLENAME} />
    </ApiForm>
  );
}
