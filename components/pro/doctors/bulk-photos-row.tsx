'use client';

import { useLocale, useTranslations } from 'next-intl';
import { UploadProgress } from '@/components/pro/image-file-field';
import type { Locale } from '@/lib/i18n/locales';
import type { PhotoMatch } from '@/lib/business/site/doctors/photo-match';
import { pick, type Doctor } from './doctor-types';

/** One dropped file: its picture, the doctor it goes to (found by name or chosen), and its upload. */
export type BulkPhoto = {
  key: string;
  file: File;
  preview: string;
  match: PhotoMatch;
  doctorId: number | null;
  /** The doctor has a photo and the owner agreed to replace it. */
  replace: boolean;
  state: 'ready' | 'waiting' | 'uploading' | 'done' | 'refused';
  percent: number;
  reason?: string;
};

/** What a row says about its doctor before the upload (a message key). */
function matchNote(row: BulkPhoto): 'matched' | 'severalFiles' | 'severalDoctors' | 'none' | null {
  const { match } = row;
  if (match.kind === 'matched') return row.doctorId === match.id ? 'matched' : null;
  if (row.doctorId !== null) return null;
  if (match.kind === 'ambiguous') return match.reason === 'several_files' ? 'severalFiles' : 'severalDoctors';
  return 'none';
}

/**
 * A row of the bulk list: the thumbnail, the file's name, the doctor's select (the ones that fit
 * the name first, then every doctor; «do not upload» first), a doctor's current photo with the
 * replace box, and once sent the progress and its result.
 */
export function BulkPhotosRow({
  row,
  doctors,
  taken,
  busy,
  onChange,
  onRemove,
}: {
  row: BulkPhoto;
  doctors: Doctor[];
  /** Another ready file is set to the same doctor. */
  taken: boolean;
  busy: boolean;
  onChange: (change: Partial<BulkPhoto>) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('BusinessDoctorPhotos');
  const locale = useLocale() as Locale;
  const name = row.file.name;
  const selectId = `bulk-photo-${row.key}`;
  const fits = row.match.kind === 'ambiguous' ? row.match.ids : [];
  const doctor = doctors.find((item) => item.ID === row.doctorId) ?? null;
  const label = (item: Doctor) => pick(item.FULL_NAME, locale);
  const sorted = [...doctors].sort((a, b) => label(a).localeCompare(label(b), locale));
  const editable = row.state === 'ready' && !busy;
  const note = row.state === 'ready' ? matchNote(row) : null;

  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-3" data-state={row.state}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the dropped file */}
      <img src={row.preview} alt={t('thumbnail', { name })} width={64} height={77} className="h-20 w-16 shrink-0 rounded border border-slate-200 object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="break-all text-sm font-medium">
          {name} <span aria-hidden="true">→</span> {doctor ? label(doctor) : '—'}
        </span>
        {row.state === 'ready' ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium">
                {t('doctor', { name })}
              </label>
              <select
                id={selectId}
                value={row.doctorId ?? ''}
                disabled={!editable}
                aria-invalid={taken ? true : undefined}
                aria-describedby={`${selectId}-note`}
                onChange={(event) => onChange({ doctorId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value), replace: false })}
                className="min-h-11 max-w-full rounded-lg border border-slate-500 bg-white px-3"
              >
                <option value="">{t('skip')}</option>
                {fits.length > 0 && (
                  <optgroup label={t('fits')}>
                    {sorted.filter((item) => fits.includes(item.ID)).map((item) => (
                      <option key={item.ID} value={item.ID}>
                        {label(item)}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={t('allDoctors')}>
                  {sorted.filter((item) => !fits.includes(item.ID)).map((item) => (
                    <option key={item.ID} value={item.ID}>
                      {label(item)}
                    </option>
                  ))}
                </optgroup>
              </select>
              <p id={`${selectId}-note`} className={`text-sm ${taken ? 'font-medium text-red-700' : 'text-muted'}`}>
                {taken ? t('sameDoctor') : note && t(note)}
              </p>
            </div>
            {doctor?.PHOTO && (
              <div className="flex flex-col gap-1">
                <p className="text-sm">{t('hasPhoto')}</p>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" checked={row.replace} disabled={!editable} onChange={(event) => onChange({ replace: event.currentTarget.checked })} className="size-5" />
                  {t('replace', { name: label(doctor) })}
                </label>
              </div>
            )}
            <div>
              <button type="button" onClick={onRemove} disabled={!editable} className="min-h-11 text-sm text-brand-700 underline underline-offset-4">
                {t('remove', { name })}
              </button>
            </div>
          </>
        ) : (
          <>
            <UploadProgress value={row.state === 'refused' ? 0 : row.percent} label={t('progress', { name })} />
            <span className={`text-sm ${row.state === 'refused' ? 'font-medium text-red-700' : row.state === 'done' ? 'text-green-900' : 'text-muted'}`}>
              {row.state === 'waiting' && t('waiting')}
              {row.state === 'uploading' && t('uploading', { percent: row.percent })}
              {row.state === 'done' && t('done')}
              {row.state === 'refused' && t('refused', { reason: row.reason ?? '' })}
            </span>
          </>
        )}
      </div>
    </li>
  );
}
