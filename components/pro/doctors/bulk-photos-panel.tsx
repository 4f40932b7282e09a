'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { BackLink } from '@/components/pro/back-link';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { uploadErrorText } from '@/components/pro/editor/upload-error';
import { useUploadCall } from '@/components/pro/use-image-upload';
import { useItemCache } from '@/components/pro/use-item-cache';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { matchPhotoFiles } from '@/lib/business/site/doctors/photo-match';
import { BulkPhotosDrop } from './bulk-photos-drop';
import { BulkPhotosRow, type BulkPhoto } from './bulk-photos-row';
import { DOCTOR_PHOTO_MAX_MB, type Doctor } from './doctor-types';
import { useDoctorsKey } from './use-doctors-key';

const MAX_BYTES = DOCTOR_PHOTO_MAX_MB * 1024 * 1024;

/** A row is sent when it has a doctor, and that doctor has no photo yet or the owner agreed to replace it. */
const sendable = (row: BulkPhoto, doctors: Doctor[]) => row.state === 'ready' && row.doctorId !== null && (row.replace || !doctors.find((doctor) => doctor.ID === row.doctorId)?.PHOTO);

/**
 * Doctors' photos in bulk (/pro doctors, `?view=photos`): many files chosen or dropped at once,
 * each matched to a doctor by its file name (lib/business/site/doctors/photo-match.ts), shown as
 * «file → doctor» with its thumbnail; a file that fits nobody or several gets its doctor chosen or
 * is skipped; a doctor's current photo is replaced only when ticked. Nothing goes out before
 * «Загрузить N фото»; then each file is one call of the doctor's photo endpoint (checked and
 * re-encoded there), one after another, each with its progress and its own error, the others going on.
 */
export function BulkPhotosPanel() {
  const t = useTranslations('BusinessDoctorPhotos');
  const tDoctors = useTranslations('BusinessDoctors');
  const pathname = usePathname();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const send = useUploadCall();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useDoctorsKey();
  const cache = useItemCache<Doctor>(key, (doctor) => doctor.ID);
  const inputId = useId();
  const doctors = useQuery({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) => (await client.get<{ data: Doctor[] }>(cabinetPath('read', companyCode, cabinetCode, 'doctors'), { signal })).data,
  });
  const list = doctors.data ?? [];
  const [rows, setRows] = useState<BulkPhoto[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);
  // The previews' blob: addresses, released when their row goes or the page does.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function add(files: File[]) {
    const matches = matchPhotoFiles(
      files.map((file) => file.name),
      list.map((doctor) => ({ id: doctor.ID, names: [doctor.FULL_NAME.ru, doctor.FULL_NAME.kk, doctor.FULL_NAME.uz, doctor.FULL_NAME.en].filter((name): name is string => Boolean(name)), slug: doctor.SLUG })),
    );
    const added = files.map((file, index): BulkPhoto => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const match = matches[index];
      counter.current += 1;
      return { key: String(counter.current), file, preview, match, doctorId: match.kind === 'matched' ? match.id : null, replace: false, state: 'ready', percent: 0 };
    });
    setRows((current) => [...current, ...added]);
    setError(null);
  }

  const update = (rowKey: string, change: Partial<BulkPhoto>) => setRows((current) => current.map((row) => (row.key === rowKey ? { ...row, ...change } : row)));
  function remove(row: BulkPhoto) {
    URL.revokeObjectURL(row.preview);
    previews.current.delete(row.preview);
    setRows((current) => current.filter((item) => item.key !== row.key));
  }

  const ready = rows.filter((row) => row.state === 'ready' && row.doctorId !== null);
  const takenIds = new Set(ready.map((row) => row.doctorId).filter((id, index, ids) => ids.indexOf(id) !== index));
  const toSend = rows.filter((row) => sendable(row, list));

  async function start() {
    if (takenIds.size > 0) return setError(t('duplicates'));
    if (toSend.length === 0) return setError(t('nothing'));
    setError(null);
    setRunning(true);
    const batch = toSend;
    setRows((current) => current.map((row) => (batch.some((item) => item.key === row.key) ? { ...row, state: 'waiting', percent: 0 } : row)));
    for (const row of batch) {
      if (row.file.size > MAX_BYTES) {
        update(row.key, { state: 'refused', reason: t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB }) });
        continue;
      }
      update(row.key, { state: 'uploading', percent: 0 });
      const body = new FormData();
      body.set('photo', row.file);
      try {
        const answer = await send<{ data: Doctor }>(cabinetPath('write', companyCode, cabinetCode, `doctors/${row.doctorId}/photo`), body, (percent) => update(row.key, { percent }));
        update(row.key, { state: 'done', percent: 100 });
        cache.put(answer.data);
        queryClient.setQueryData<Doctor[]>([...key, 'list'], (current) => current?.map((doctor) => (doctor.ID === answer.data.ID ? answer.data : doctor)));
      } catch (failure) {
        update(row.key, { state: 'refused', reason: uploadErrorText(errorTexts, failure, t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB })) });
      }
    }
    setRunning(false);
    void cache.refreshList();
  }

  const sent = rows.filter((row) => row.state === 'done' || row.state === 'refused');
  const over = !running && sent.length > 0;

  return (
    <div className="flex flex-col gap-5">
      <BackLink href={pathname}>{t('backToList')}</BackLink>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={doctors} texts={loadTexts(tDoctors)} />
      {doctors.data && (
        <>
          <BulkPhotosDrop id={inputId} disabled={running} onFiles={add} />
          {rows.length > 0 && (
            <ul aria-label={t('listLabel')} className="flex flex-col gap-3" data-testid="bulk-photos">
              {rows.map((row) => (
                <BulkPhotosRow
                  key={row.key}
                  row={row}
                  doctors={list}
                  taken={row.state === 'ready' && row.doctorId !== null && takenIds.has(row.doctorId)}
                  busy={running}
                  onChange={(change) => update(row.key, change)}
                  onRemove={() => remove(row)}
                />
              ))}
            </ul>
          )}
          {rows.some((row) => row.state === 'ready') && (
            <div>
              <Button loading={running} disabled={running} onClick={() => void start()}>
                {t('upload', { count: toSend.length })}
              </Button>
            </div>
          )}
          {error && (
            <p role="alert" className="font-medium text-red-700">
              {error}
            </p>
          )}
          <p role="status" className={over ? 'font-medium' : 'sr-only'}>
            {over ? t('summary', { done: sent.filter((row) => row.state === 'done').length, total: sent.length }) : ''}
          </p>
        </>
      )}
    </div>
  );
}
