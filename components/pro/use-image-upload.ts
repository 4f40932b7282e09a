'use client';

import { useState, type FormEvent } from 'react';
import { uploadErrorText } from '@/components/pro/editor/upload-error';
import { useChosenFile } from '@/components/pro/use-chosen-file';
import { useApiConfig } from '@/lib/api-client/api-config';
import { uploadWithProgress } from '@/lib/api-client/upload';
import { useApiClient } from '@/lib/api-client/use-api-client';

/**
 * A multipart POST of a picture: with progress (XMLHttpRequest) when `onProgress` is given and the
 * page has the API config, else the client's own POST.
 */
export function useUploadCall() {
  const client = useApiClient();
  const config = useApiConfig();
  return <T>(path: string, body: FormData, onProgress?: (percent: number) => void): Promise<T> =>
    config && onProgress ? uploadWithProgress<T>(config, path, body, { onProgress }) : client.post<T>(path, body);
}

export type ImageUploadOptions<T> = {
  /** The item's picture call: POST uploads (multipart `field`), DELETE removes; both answer `{ data }`, the item. */
  path: string;
  field: string;
  /** Show the upload's progress. */
  withProgress?: boolean;
  onChanged: (item: T) => void;
  /** The business error texts and the too-large text that names the limit (uploadErrorText). */
  errorTexts: Record<string, string>;
  texts: { tooLarge: string; choose: string; uploaded: string; removed: string };
};

/**
 * One item's picture (a doctor's photo, a news image): the chosen file and its preview, its upload
 * and the removal of the stored one, the progress, and what came of it (an error in the member's
 * language, or done). `round` is the input's key: it starts empty after each success.
 */
export function useImageUpload<T>({ path, field, withProgress = false, onChanged, errorTexts, texts }: ImageUploadOptions<T>) {
  const client = useApiClient();
  const send = useUploadCall();
  const chosen = useChosenFile();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  async function run(kind: 'upload' | 'remove', call: () => Promise<{ data: T }>) {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      const answer = await call();
      onChanged(answer.data);
      chosen.choose(null);
      setRound((r) => r + 1);
      setDone(kind === 'upload' ? texts.uploaded : texts.removed);
    } catch (failure) {
      setError(uploadErrorText(errorTexts, failure, texts.tooLarge));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen.file) return setError(texts.choose);
    const body = new FormData();
    body.set(field, chosen.file);
    if (withProgress) setProgress(0);
    void run('upload', () => send<{ data: T }>(path, body, withProgress ? setProgress : undefined));
  }

  return {
    file: chosen.file,
    preview: chosen.preview,
    /** A file chosen in the field: the notes of the last call go. */
    choose(file: File | null) {
      chosen.choose(file);
      setError(null);
      setDone(null);
    },
    busy,
    progress: busy === 'upload' ? progress : null,
    error,
    done,
    round,
    upload,
    remove: () => void run('remove', () => client.delete<{ data: T }>(path)),
  };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
