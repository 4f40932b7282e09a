'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { uploadErrorText } from '@/components/pro/editor/upload-error';
import { UploadProgress } from '@/components/pro/image-file-field';
import { useUploadCall } from '@/components/pro/use-image-upload';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { DOCTOR_PHOTO_MAX_MB, type Doctor } from './doctor-types';

type State = { kind: 'uploading'; percent: number } | { kind: 'done' } | { kind: 'failed'; reason: string } | null;

/**
 * A new doctor's photo, chosen before the first save: held by `choose`, sent by `upload` to the
 * doctor's photo endpoint as soon as the doctor is created (one action for the owner). A refused
 * upload leaves the doctor saved and says so (`note`, an alert), pointing at the photo section.
 */
export function useFirstPhoto(onChanged: (doctor: Doctor) => void) {
  const t = useTranslations('BusinessDoctorPhotos.newPhoto');
  const send = useUploadCall();
  const errorTexts = useBusinessErrorTexts('specialists.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const file = useRef<File | null>(null);
  const [state, setState] = useState<State>(null);

  async function upload(doctor: Doctor) {
    const chosen = file.current;
    file.current = null;
    if (!chosen) return;
    setState({ kind: 'uploading', percent: 0 });
    const body = new FormData();
    body.set('photo', chosen);
    try {
      const answer = await send<{ data: Doctor }>(cabinetPath('write', companyCode, cabinetCode, `doctors/${doctor.ID}/photo`), body, (percent) => setState({ kind: 'uploading', percent }));
      onChanged(answer.data);
      setState({ kind: 'done' });
    } catch (failure) {
      setState({ kind: 'failed', reason: uploadErrorText(errorTexts, failure, t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB })) });
    }
  }

  const note =
    state === null ? null : state.kind === 'failed' ? (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-700">
        {t('failed', { reason: state.reason })}
      </p>
    ) : (
      <div role="status" className="flex flex-col gap-2">
        {state.kind === 'uploading' ? t('uploading', { percent: state.percent }) : t('uploaded')}
        {state.kind === 'uploading' && <UploadProgress value={state.percent} label={t('uploading', { percent: state.percent })} />}
      </div>
    );

  return {
    choose: (chosen: File | null) => {
      file.current = chosen;
    },
    upload: (doctor: Doctor) => void upload(doctor),
    note,
  };
}
