'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { CallNote } from '@/components/pro/call-note';
import { SortableList } from '@/components/pro/editor/sortable-list';
import { readItemParam } from '@/components/pro/read-item-param';
import { RequirePermission } from '@/components/pro/require-permission';
import { StatusBadge } from '@/components/pro/status-badge';
import { useOrderSave } from '@/components/pro/use-order-save';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { BulkPhotosPanel } from './bulk-photos-panel';
import { DoctorEditor } from './doctor-editor';
import { DoctorsImport, type DoctorsImported } from './doctors-import';
import { pick, type Doctor } from './doctor-types';
import { useDoctorsKey } from './use-doctors-key';

/** The doctors editor (segment 'doctors', specialists.edit): the list in the site's order, one doctor's form, and photos in bulk (`?view=photos`). */
export function DoctorsPage() {
  const params = useSearchParams();
  const view = readItemParam(params, 'doctor');
  const photos = view === null && params.get('view') === 'photos';
  return <RequirePermission permission="specialists.edit">{photos ? <BulkPhotosPanel /> : view === null ? <DoctorsList /> : <DoctorEditor id={view === 'new' ? null : view} />}</RequirePermission>;
}

function DoctorsList() {
  const t = useTranslations('BusinessDoctors');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const tPhotos = useTranslations('BusinessDoctorPhotos');
  const tImport = useTranslations('Imports.ui');
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<DoctorsImported | null>(null);
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useDoctorsKey();
  const doctors = useQuery({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) => (await client.get<{ data: Doctor[] }>(cabinetPath('read', companyCode, cabinetCode, 'doctors'), { signal })).data,
  });
  const showList = (list: Doctor[]) => queryClient.setQueryData([...key, 'list'], list);
  const order = useOrderSave<Doctor, Doctor[]>({
    items: doctors.data ?? [],
    show: showList,
    path: cabinetPath('write', companyCode, cabinetCode, 'doctor_order'),
    onAnswer: showList,
    savedText: t('orderSaved'),
    errorTexts,
    refetch: doctors.refetch,
  });

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Link href={`${pathname}?doctor=new`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800">
          {t('add')}
        </Link>
        <Link href={`${pathname}?view=photos`} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 font-medium text-brand-700 hover:bg-brand-50">
          {tPhotos('entry')}
        </Link>
        <Button variant="secondary" aria-expanded={importing} onClick={() => setImporting(!importing)}>
          {tImport('open')}
        </Button>
      </header>
      {importing && (
        <DoctorsImport
          onImported={(answer) => {
            showList(answer.data);
            setImporting(false);
            setImported(answer);
          }}
        />
      )}
      {imported && (
        <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4" data-doctors-imported>
          {tImport('doctorsImported', { created: imported.created, updated: imported.updated })}{' '}
          {tImport('doctorsPhotos')}{' '}
          <Link href={`${pathname}?view=photos`} className="font-medium text-brand-700 underline underline-offset-4">
            {tPhotos('entry')}
          </Link>
        </p>
      )}
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={doctors} texts={loadTexts(t)} />
      <CallNote note={order.note} />
      {doctors.data && doctors.data.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-4">{t('empty')}</p>}
      {doctors.data && doctors.data.length > 0 && (
        <SortableList namespace="BusinessDoctors" label={t('listLabel')} items={doctors.data.map((doctor) => ({ ...doctor, id: doctor.ID, label: pick(doctor.FULL_NAME, locale) }))} onMove={order.move} disabled={order.saving}>
          {(doctor, controls) => (
            <div className="flex flex-wrap items-center gap-3">
              {controls}
              {doctor.PHOTO ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the stored photo
                <img src={doctor.PHOTO_IMAGE ? `/api/uploads/${doctor.PHOTO_IMAGE.key}/320.webp` : doctor.PHOTO} alt="" width={48} height={58} className="h-14 w-12 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="h-14 w-12 shrink-0 rounded bg-brand-50" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link href={`${pathname}?doctor=${doctor.ID}`} className="break-words font-medium text-brand-700 underline underline-offset-4">
                  {doctor.label}
                </Link>
                <span className="break-words text-sm text-muted">{pick(doctor.SPECIALTY, locale)}</span>
              </div>
              {!doctor.PUBLISHED && <StatusBadge tone="off" caption={t('statusCaption')} label={t('hidden')} />}
            </div>
          )}
        </SortableList>
      )}
    </div>
  );
}
