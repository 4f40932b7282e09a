'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { NewsItem } from './news-types';

/** A chosen file with its preview address; the address is released when another file is chosen or the component goes. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current);
  }, []);
  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setChosen(file && current.current ? { file, preview: current.current } : null);
  }, []);
  return { file: chosen?.file ?? null, preview: chosen?.preview ?? null, choose };
}

/**
 * An upload's or removal's failure in the user's language, from the business error texts
 * (invalid_image, the network's, 'unknown' for a proxy's page): never the server's or a proxy's
 * English status text. Any 413, the server's or a proxy's, says the file is too large (the hint
 * beside the field gives the limit).
 */
export function imageErrorText(texts: Record<string, string>, error: unknown): string {
  if (isApiError(error) && error.status === 413) return texts.file_too_large;
  return businessErrorText(texts, error);
}

/** The item's image: the current one, a file to choose with its preview, upload (multipart `image`) and removal. */
export function NewsImage({ item, onChanged }: { item: NewsItem; onChanged: (item: NewsItem) => void }) {
  const t = useTranslations('BusinessNews');
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const errorTexts = useBusinessErrorTexts();
  const inputId = useId();
  const { file, preview, choose } = useChosenFile();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const path = cabinetPath('write', companyCode, cabinetCode, `news/${item.ID}/image`);

  async function run(kind: 'upload' | 'remove', call: () => Promise<{ data: NewsItem }>) {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      const answer = await call();
      onChanged(answer.data);
      choose(null);
      setRound((r) => r + 1);
      setDone(kind === 'upload' ? t('image.uploaded') : t('image.removed'));
    } catch (failure) {
      setError(imageErrorText(errorTexts, failure));
    } finally {
      setBusy(null);
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError(t('image.choose'));
    const body = new FormData();
    body.set('image', file);
    void run('upload', () => client.post<{ data: NewsItem }>(path, body));
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('image.title')}
      </h2>
      {item.IMAGE ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file of any size, shown as it is stored
        <img src={item.IMAGE} alt={t('image.current')} data-testid="news-image" className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain" />
      ) : (
        <p className="text-sm text-muted">{t('image.none')}</p>
      )}
      <form onSubmit={upload} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('image.file')}
          </label>
          <input
            key={round}
            id={inputId}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0] ?? null);
              setError(null);
              setDone(null);
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2"
          />
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t('image.hint')}
          </p>
        </div>
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file
          <img src={preview} alt={t('image.preview')} className="max-h-48 w-auto max-w-full rounded-lg border border-dashed border-slate-400 object-contain" />
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy === 'upload'} disabled={busy !== null}>
            {t('image.upload')}
          </Button>
          {item.IMAGE && (
            <Button variant="secondary" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void run('remove', () => client.delete<{ data: NewsItem }>(path))}>
              {t('image.remove')}
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
