'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { Button } from '@/components/ui/button';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessStore } from '@/stores/business-store';
import { pushToast } from '@/stores/toast-store';
import { membersKeys, membersPaths, type ManagedCabinet, type Where } from './members-api';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.cabinetInputSchema));

type Props = { where: Where; cabinets: ManagedCabinet[]; managed: number; onManage: (code: number) => void };

/**
 * The company's cabinets this manager manages (all of them from the main cabinet) and, from
 * the main cabinet only, a new one. Its creator is its first member; its staff join with its code.
 */
export function Cabinets({ where, cabinets, managed, onManage }: Props) {
  const t = useTranslations('BusinessMembers');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const fromMain = where.cabinetCode === 0;
  // A new round mounts a fresh form after a cabinet was created.
  const [round, setRound] = useState(0);

  return (
    <section aria-labelledby="cabinets-title" className="flex flex-col gap-4">
      <div>
        <h2 id="cabinets-title" className="text-xl font-semibold">
          {t('cabinets.title')}
        </h2>
        <p className="mt-1 text-muted">{t('cabinets.intro')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {cabinets.map((cabinet) => (
          <li key={cabinet.COMPANY_CABINET_CODE} data-testid="managed-cabinet" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="break-words font-semibold">{cabinet.NAME}</p>
              <p className="text-sm text-muted">
                {t('cabinets.details', { code: cabinet.COMPANY_CABINET_CODE, count: cabinet.MEMBERS, date: formatDate(cabinet.CREATED_AT, locale, { zone }) })}
              </p>
            </div>
            {cabinet.COMPANY_CABINET_CODE === managed ? (
              <p className="text-sm font-medium text-brand-800">{t('cabinets.managing')}</p>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => onManage(cabinet.COMPANY_CABINET_CODE)} aria-label={t('cabinets.manageNamed', { name: cabinet.NAME })}>
                {t('cabinets.manage')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {fromMain ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {/* After a create, the fresh form takes the focus (the one that had it is gone); not on the page's first render. */}
          <CreateCabinetForm key={round} where={where} takeFocus={round > 0} onCreated={(code) => { setRound((r) => r + 1); onManage(code); }} />
        </div>
      ) : (
        <p className="text-sm text-muted">{t('cabinets.onlyMain')}</p>
      )}
    </section>
  );
}

function CreateCabinetForm({ where, takeFocus, onCreated }: { where: Where; takeFocus: boolean; onCreated: (code: number) => void }) {
  const t = useTranslations('BusinessMembers.cabinets');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const form = useApiForm<{ name: string }>({
    fields: ['name'],
    schema: loadSchema,
    submit: ((body: Record<string, unknown>) => client.post<{ data: ManagedCabinet }>(membersPaths.cabinets(where, 'write'), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    onSuccess: async (result) => {
      const cabinet = (result as { data: ManagedCabinet }).data;
      pushToast({ message: t('createdToast', { name: cabinet.NAME }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: membersKeys.cabinets(where) });
      // The area's state reads the cabinets again: the creator is a member of the new one, so the shell's switcher lists it.
      void useBusinessStore.getState().load(client, where);
      onCreated(cabinet.COMPANY_CABINET_CODE);
    },
  });
  return (
    <ApiForm form={form} note={t('createNote')} submit={t('submit')} submitting={t('submitting')}>
      <h3 ref={takeFocus ? focusOnMount : undefined} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('createTitle')}
      </h3>
      <TextField {...form.field('name')} label={t('name')} hint={t('nameHint')} maxLength={100} autoComplete="off" required />
    </ApiForm>
  );
}
