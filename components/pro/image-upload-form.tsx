'use client';

import type { ReactNode } from 'react';
import { ImageFileField } from '@/components/pro/image-file-field';
import type { ImageUpload } from '@/components/pro/use-image-upload';
import { Button } from '@/components/ui/button';

export type ImageUploadTexts = { file: string; hint: string; upload: string; remove: string; progress?: string };

/**
 * The form of one item's picture (useImageUpload): the file field, `children` after it (a preview),
 * Upload and, while there is a stored picture, Remove; then the call's error (an alert) or its
 * result (a status).
 */
export function ImageUploadForm({
  upload,
  inputId,
  name,
  texts,
  canRemove,
  progressTestId,
  children,
}: {
  upload: ImageUpload;
  inputId: string;
  name: string;
  texts: ImageUploadTexts;
  canRemove: boolean;
  progressTestId?: string;
  children?: ReactNode;
}) {
  const { busy } = upload;
  return (
    <form onSubmit={upload.upload} className="flex flex-col gap-3">
      <ImageFileField
        key={upload.round}
        id={inputId}
        name={name}
        label={texts.file}
        hint={texts.hint}
        onFiles={(files) => upload.choose(files[0] ?? null)}
        progress={upload.progress}
        progressLabel={texts.progress}
        progressTestId={progressTestId}
      />
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy === 'upload'} disabled={busy !== null}>
          {texts.upload}
        </Button>
        {canRemove && (
          <Button variant="secondary" loading={busy === 'remove'} disabled={busy !== null} onClick={upload.remove}>
            {texts.remove}
          </Button>
        )}
      </div>
      {upload.error && (
        <p role="alert" className="font-medium text-red-700">
          {upload.error}
        </p>
      )}
      {upload.done && (
        <p role="status" className="text-green-900">
          {upload.done}
        </p>
      )}
    </form>
  );
}
