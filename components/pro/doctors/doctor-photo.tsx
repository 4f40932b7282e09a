'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ImageUploadForm } from '@/components/pro/image-upload-form';
import { useImageUpload } from '@/components/pro/use-image-upload';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { DOCTOR_PHOTO_MAX_MB, type Doctor } from './doctor-types';

/** The doctor's photo: the current one, a file to choose with its preview, upload with progress (multipart `photo`), removal. */
export function DoctorPhoto({ doctor, onChanged }: { doctor: Doctor; onChanged: (doctor: Doctor) => void }) {
  const t = useTranslations('BusinessDoctors.photo');
  const { companyCode, cabinetCode } = useProCabinet();
  const inputId = useId();
  const upload = useImageUpload<Doctor>({
    path: cabinetPath('write', companyCode, cabinetCode, `doctors/${doctor.ID}/photo`),
    field: 'photo',
    withProgress: true,
    onChanged,
    errorTexts: useBusinessErrorTexts('specialists.edit'),
    texts: { tooLarge: t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB }), choose: t('choose'), uploaded: t('uploaded'), removed: t('removed') },
  });
  const stored = doctor.PHOTO_IMAGE ?? doctor.PHOTO;

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <div className="w-32 shrink-0">
          {stored ? (
            <ResponsiveImage image={stored} alt={t('current')} sizes="8rem" width={400} height={480} className="aspect-[5/6] h-auto w-full rounded-lg border border-slate-200 object-cover" />
          ) : (
            <p className="text-sm text-muted">{t('none')}</p>
          )}
        </div>
        {upload.preview && (
          <div className="w-32 shrink-0">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file */}
            <img src={upload.preview} alt={t('preview')} className="aspect-[5/6] h-auto w-full rounded-lg border border-dashed border-slate-400 object-cover" />
          </div>
        )}
      </div>
      <ImageUploadForm
        upload={upload}
        inputId={inputId}
        name="photo"
        texts={{ file: t('file'), hint: t('hint', { max: DOCTOR_PHOTO_MAX_MB }), upload: t('upload'), remove: t('remove'), progress: t('progress') }}
        canRemove={Boolean(stored)}
        progressTestId="doctor-photo-progress"
      />
    </section>
  );
}
