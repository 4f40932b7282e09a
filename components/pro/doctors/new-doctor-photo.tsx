'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { ImageFileField } from '@/components/pro/image-file-field';
import { DOCTOR_PHOTO_MAX_MB } from './doctor-types';

/**
 * The photo of a doctor not saved yet: a file chosen with its preview, held until the form creates
 * the doctor (DoctorEditor uploads it then). A file over the limit is refused at once.
 */
export function NewDoctorPhoto({ onFile }: { onFile: (file: File | null) => void }) {
  const t = useTranslations('BusinessDoctorPhotos.newPhoto');
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | null) {
    const tooLarge = file !== null && file.size > DOCTOR_PHOTO_MAX_MB * 1024 * 1024;
    setError(tooLarge ? t('tooLarge', { max: DOCTOR_PHOTO_MAX_MB }) : null);
    const kept = tooLarge ? null : file;
    setPreview(kept ? URL.createObjectURL(kept) : null);
    onFile(kept);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ImageFileField
        id={inputId}
        name="photo"
        label={t('file')}
        hint={t('hint', { max: DOCTOR_PHOTO_MAX_MB })}
        error={error ?? undefined}
        onFiles={(files) => choose(files[0] ?? null)}
        pictures={
          preview && (
            <div className="w-32 shrink-0">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file */}
              <img src={preview} alt={t('preview')} className="aspect-[5/6] h-auto w-full rounded-lg border border-dashed border-slate-400 object-cover" />
            </div>
          )
        }
      />
    </section>
  );
}
