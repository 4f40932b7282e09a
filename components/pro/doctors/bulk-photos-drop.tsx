'use client';

import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import { IMAGE_TYPES } from '@/components/pro/image-file-field';
import { DOCTOR_PHOTO_MAX_MB } from './doctor-types';

/**
 * Where the bulk photos come in: a drop zone around the native multiple file input. The input is
 * the keyboard's way in (Tab to it, Space or Enter opens the picker); files dropped anywhere on
 * the zone count the same. A drop may bring any file: the server says which is no picture.
 */
export function BulkPhotosDrop({ id, disabled, onFiles }: { id: string; disabled: boolean; onFiles: (files: File[]) => void }) {
  const t = useTranslations('BusinessDoctorPhotos');
  const [over, setOver] = useState(false);
  // A new input after each choice, so choosing the same files again still reports them.
  const [round, setRound] = useState(0);

  const take = (files: File[]) => {
    if (files.length > 0) onFiles(files);
    setRound((r) => r + 1);
  };
  const drag = (event: DragEvent<HTMLDivElement>, entering: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(entering);
  };

  return (
    <div
      data-testid="bulk-photos-drop"
      onDragEnter={(event) => drag(event, true)}
      onDragOver={(event) => drag(event, true)}
      onDragLeave={(event) => drag(event, false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) take(Array.from(event.dataTransfer.files));
      }}
      className={`flex flex-col gap-2 rounded-xl border-2 border-dashed p-4 ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-400 bg-white'}`}
    >
      <label htmlFor={id} className="font-medium">
        {t('file')}
      </label>
      <p className="text-sm text-muted">{t('drop')}</p>
      <input
        key={round}
        id={id}
        type="file"
        multiple
        accept={IMAGE_TYPES}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => take(Array.from(event.currentTarget.files ?? []))}
        className="min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('hint', { max: DOCTOR_PHOTO_MAX_MB })}
      </p>
    </div>
  );
}
