'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { uploadErrorText } from '@/components/pro/editor/upload-error';
import { useChosenFile } from '@/components/pro/news/news-image';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useApiConfig } from '@/lib/api-client/api-config';
import { uploadWithProgress } from '@/lib/api-client/upload';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { DOCTOR_PHOTO_MAX_MB, type Doctor } from './doctor-types';

/** The doctor's photo: the current one, a file to choose with its preview, upload with progress (multipart `photo`), removal. */
export function DoctorPhoto({ doctor, onChanged }: { doctor: Doctor; onChanged: (doctor: Doctor) => void }) {
  const t = useTranslations('BusinessDoctors.photo');
  const client = useApiClient();
  const config = useApiConfig();
  const { companyCode, cabinetCode } = useProCabinet();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const inputId = useId();
  const { file, preview, choose } = useChosenFile();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const path = cabinetPath('write', companyCode, cabinetCode, `doctors/${doctor.ID}/photo`);

  async function run(kind: 'upload' | 'remove', call: () => Promise<{ data: Doctor }>) {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      const answer = await call();
      onChanged(answer.data);
      choose(null);
      setRound((r) => r + 1);
      setDone(kind === 'upload' ? t('uploaded') : t('removed'));
    } catch (failure) {
      setError(uploadErrorText(errorTexts, failure, t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB })));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError(t('choose'));
    const body = new FormData();
    body.set('photo', file);
    setProgress(0);
    void run('upload', () => (config ? uploadWithProgress<{ data: Doctor }>(config, path, body, { onProgress: setProgress }) : client.post<{ data: Doctor }>(path, body)));
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <div className="w-32 shrink-0">
          {doctor.PHOTO_IMAGE || doctor.PHOTO ? (
            <ResponsiveImage image={doctor.PHOTO_IMAGE ?? doctor.PHOTO} alt={t('current')} sizes="8rem" width={400} height={480} className="aspect-[5/6] h-auto w-full rounded-lg border border-slate-200 object-cover" />
          ) : (
            <p className="text-sm text-muted">{t('none')}</p>
          )}
        </div>
        {preview && (
          <div className="w-32 shrink-0">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file */}
            <img src={preview} alt={t('preview')} className="aspect-[5/6] h-auto w-full rounded-lg border border-dashed border-slate-400 object-cover" />
          </div>
        )}
      </div>
      <form onSubmit={upload} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('file')}
          </label>
          <input
            key={round}
            id={inputId}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0] ?? null);
              setError(null);
              setDone(null);
            }}
            className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2"
          />
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t('hint', { max: DOCTOR_PHOTO_MAX_MB })}
          </p>
        </div>
        {progress !== null && busy === 'upload' && (
          <div className="flex flex-col gap-1">
            <progress value={progress} max={100} aria-label={t('progress')} className="h-2 w-full" data-testid="doctor-photo-progress" />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy === 'upload'} disabled={busy !== null}>
            {t('upload')}
          </Button>
          {(doctor.PHOTO_IMAGE || doctor.PHOTO) && (
            <Button variant="secondary" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void run('remove', () => client.delete<{ data: Doctor }>(path))}>
              {t('remove')}
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="text-green-900">
            {done}
          </p>
        )}
      </form>
    </section>
  );
}
