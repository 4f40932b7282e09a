'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { uploadErrorText } from '@/components/pro/editor/upload-error';
import { ImageFileField, UploadProgress } from '@/components/pro/image-file-field';
import { useUploadCall } from '@/components/pro/use-image-upload';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { GALLERY_PHOTO_MAX_MB, type Photo } from './gallery-types';

type Upload = { key: string; name: string; state: 'waiting' | 'uploading' | 'done' | 'refused'; percent: number; reason?: string };

/**
 * Several photos chosen at once, uploaded one after another (one call each, multipart `photo`),
 * each with its own progress bar and result; a refused file (not an image, too large, too many
 * pixels) shows why and the others go on.
 */
export function PhotoUploader({ albumId, onUploaded }: { albumId: number; onUploaded: (photo: Photo) => void }) {
  const t = useTranslations('BusinessGallery.upload');
  const send = useUploadCall();
  const { companyCode, cabinetCode } = useProCabinet();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const path = cabinetPath('write', companyCode, cabinetCode, `gallery_albums/${albumId}/photos`);

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.length === 0) return setError(t('choose'));
    setError(null);
    setRunning(true);
    const batch = files.map((file, index) => ({ file, key: `${round}-${index}` }));
    setUploads(batch.map(({ file, key }) => ({ key, name: file.name, state: 'waiting', percent: 0 })));
    for (const { file, key } of batch) {
      update(key, { state: 'uploading', percent: 0 });
      const body = new FormData();
      body.set('photo', file);
      try {
        const answer = await send<{ data: Photo }>(path, body, (percent) => update(key, { percent }));
        update(key, { state: 'done', percent: 100 });
        onUploaded(answer.data);
      } catch (failure) {
        update(key, { state: 'refused', reason: uploadErrorText(errorTexts, failure, t('tooLarge', { max: GALLERY_PHOTO_MAX_MB })) });
      }
    }
    setRunning(false);
    setFiles([]);
    setRound((r) => r + 1);
  }

  const finished = uploads.filter((item) => item.state === 'done').length;
  const over = uploads.length > 0 && uploads.every((item) => item.state === 'done' || item.state === 'refused');

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <form onSubmit={(event) => void start(event)} className="flex flex-col gap-3">
        <ImageFileField
          key={round}
          id={inputId}
          name="photo"
          label={t('file')}
          hint={t('hint', { max: GALLERY_PHOTO_MAX_MB })}
          multiple
          disabled={running}
          onFiles={(chosen) => {
            setFiles(chosen);
            setError(null);
          }}
        />
        <div>
          <Button type="submit" loading={running} disabled={running}>
            {t('start')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
      {uploads.length > 0 && (
        <ul aria-label={t('filesLabel')} className="flex flex-col gap-3" data-testid="gallery-uploads">
          {uploads.map((item) => (
            <li key={item.key} className="flex flex-col gap-1" data-state={item.state}>
              <span className="break-all text-sm font-medium">{item.name}</span>
              <UploadProgress value={item.state === 'refused' ? 0 : item.percent} label={t('progress', { name: item.name })} />
              <span className={`text-sm ${item.state === 'refused' ? 'font-medium text-red-700' : item.state === 'done' ? 'text-green-900' : 'text-muted'}`}>
                {item.state === 'waiting' && t('waiting')}
                {item.state === 'uploading' && t('uploading', { percent: item.percent })}
                {item.state === 'done' && t('done')}
                {item.state === 'refused' && t('refused', { reason: item.reason ?? '' })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={over ? 'font-medium' : 'sr-only'}>
        {over ? t('summary', { done: finished, total: uploads.length }) : ''}
      </p>
    </section>
  );
}
