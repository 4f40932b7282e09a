'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { ApiClientConfig } from '@/lib/api-client/config';
import { isApiError } from '@/lib/api-client/errors';
import { uploadWithProgress } from '@/lib/api-client/upload';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Messages } from '@/lib/i18n/message-files';
import { errorText, ProfileHeading, StatusLine } from './profile-api';

export type AvatarTexts = Messages['ProfileAvatar'];

const AVATAR_PATH = '/front/v1/user/avatar/download';
const avatarKey = ['profile', 'avatar'] as const;
const MAX_BYTES = 5 * 1024 * 1024;

/** The profile photo page: the current photo, choose, crop, upload with progress, download, remove. */
export function AvatarView({ config, texts }: { config: ApiClientConfig; texts: AvatarTexts }) {
  return (
    <Avatar config={config} texts={texts} />
  );
}

/** An object URL of a blob, revoked when it changes or the page leaves. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Avatar({ config, texts }: { config: ApiClientConfig; texts: AvatarTexts }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  // Set when an upload or a removal succeeds: the button pressed is gone, the file input takes the focus.
  const focusInput = useRef(false);

  const current = useQuery({
    queryKey: avatarKey,
    queryFn: async ({ signal }) => {
      try {
        return await client.getBlob(AVATAR_PATH, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
  const currentUrl = useObjectUrl(current.data);
  const chosenUrl = useObjectUrl(file);

  const upload = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append('avatar', file!, file!.name);
      if (area) {
        form.append('crop_x', area.x.toFixed(4));
        form.append('crop_y', area.y.toFixed(4));
        form.append('crop_width', area.width.toFixed(4));
        form.append('crop_height', area.height.toFixed(4));
      }
      setProgress(0);
      return uploadWithProgress(config, '/w-front/v1/user/avatar/upload', form, { onProgress: setProgress });
    },
    onSuccess: async () => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setStatus({ text: texts.uploaded, tone: 'ok' });
      focusInput.current = true;
      await queryClient.invalidateQueries({ queryKey: avatarKey });
    },
    onError: (error) => {
      setProgress(null);
      setStatus({ text: errorText(error, texts.errors), tone: 'error' });
    },
  });

  const remove = useMutation({
    mutationFn: () => client.delete('/w-front/v1/user/avatar/remove'),
    onSuccess: async () => {
      setStatus({ text: texts.removed, tone: 'ok' });
      focusInput.current = true;
      await queryClient.invalidateQueries({ queryKey: avatarKey });
    },
    onError: (error) => setStatus({ text: errorText(error, texts.errors), tone: 'error' }),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStatus(null);
    setProgress(null);
    if (chosen && chosen.size > MAX_BYTES) {
      event.target.value = '';
      setFile(null);
      return setStatus({ text: texts.errors.too_large, tone: 'error' });
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFile(chosen);
  }

  function cancel() {
    setFile(null);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const busy = upload.isPending || remove.isPending;
  // The input is disabled while either call runs (and the mutation runs until the photo is read
  // again): it takes the focus once enabled, after the render, not at a guessed frame.
  useEffect(() => {
    if (busy || !focusInput.current) return;
    focusInput.current = false;
    inputRef.current?.focus();
  }, [busy]);
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex max-w-xl flex-col gap-6">
      <div id={`${inputId}-title`}>
        <ProfileHeading title={texts.title} intro={texts.intro} />
      </div>
      <div className="flex items-center gap-4">
        {currentUrl ? (
          // A blob: URL of the signed-in user's own photo; next/image has nothing to optimise here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={currentUrl} alt={texts.current} width={128} height={128} className="size-32 rounded-full border border-slate-300 object-cover" />
        ) : (
          <>
            <QueryStatus query={current} texts={loadTexts((key) => texts[key])} />
            {/* Only once a read said there is none (the browser tests also take it as the page's sign of hydration). */}
            {current.data === null && <p className="text-muted">{texts.none}</p>}
          </>
        )}
        {currentUrl && (
          <div className="flex flex-col gap-2">
            <a href={currentUrl} download="avatar.webp" className="font-medium text-brand-700 underline">
              {texts.download}
            </a>
            <Button variant="secondary" size="sm" onClick={() => remove.mutate()} loading={remove.isPending} disabled={busy}>
              {texts.remove}
            </Button>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium">
          {texts.choose}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:py-2 file:font-medium file:text-brand-800"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {texts.hint}
        </p>
      </div>

      {chosenUrl && (
        <div className="flex flex-col gap-3">
          <div className="relative h-72 w-full overflow-hidden rounded-xl bg-slate-900">
            <Cropper
              image={chosenUrl}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(percentages) => setArea(percentages)}
              cropperProps={{ role: 'group', 'aria-label': texts.cropLabel }}
            />
          </div>
          <label className="flex items-center gap-3 text-sm font-medium">
            {texts.zoom}
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} className="flex-1" />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => upload.mutate()} loading={upload.isPending} disabled={busy}>
              {texts.upload}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={upload.isPending}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      )}

      {progress !== null && upload.isPending && (
        <div className="flex flex-col gap-1">
          <progress value={progress} max={100} aria-label={texts.progressLabel} className="h-2 w-full" data-testid="avatar-progress" />
          <p className="text-sm" aria-hidden="true">
            {texts.uploading.replace('{percent}', String(progress))}
          </p>
        </div>
      )}
      <StatusLine tone={status?.tone}>{status?.text}</StatusLine>
    </section>
  );
}
