'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { CallNote, type Note } from '@/components/pro/call-note';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useConfirmedDelete } from '@/components/pro/use-confirmed-delete';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { isApiError } from '@/lib/api-client/errors';
import { CAPTION_MAX, type Photo } from './gallery-types';
import { useLocaleTexts } from './use-locale-texts';

/** One photo of an album: its place (`controls`), the picture, its caption per language (saved from its VERSION) and deleting it. */
export function PhotoCard({ photo, label, controls, onChanged, onDeleted }: { photo: Photo; label: string; controls: ReactNode; onChanged: (photo: Photo) => void; onDeleted: () => void }) {
  const t = useTranslations('BusinessGallery');
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { client, write } = useCabinetCalls();
  const path = write(`gallery_photos/${photo.ID}`);
  const caption = useLocaleTexts(photo.CAPTION);
  const formId = useId();
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const save = useVersionedSave<Photo>({
    version: photo.VERSION,
    send: async (_body, version) => (await client.put<{ data: Photo }>(path, { caption: caption.clean(), version })).data,
    versionOf: (saved) => saved.VERSION,
    onSaved: onChanged,
    onTakeTheirs: (theirs) => {
      caption.replace(theirs.CAPTION);
      onChanged(theirs);
    },
  });
  const removal = useConfirmedDelete({
    remove: () => client.delete(path),
    done: () => t('photo.deleted'),
    onDeleted,
    onFailed: (error) => setDeleteFailure(businessErrorText(errorTexts, error)),
  });
  const saveFailure = (error: unknown) => (isApiError(error) && error.fields && Object.values(error.fields)[0] === 'too_long' ? t('tooLong', { max: CAPTION_MAX }) : businessErrorText(errorTexts, error));
  const note: Note | null = deleteFailure
    ? { ok: false, text: deleteFailure }
    : save.error !== null
      ? { ok: false, text: saveFailure(save.error) }
      : save.saved
        ? { ok: true, text: t('photo.captionSaved') }
        : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">{controls}</div>
      <ResponsiveImage image={photo.IMAGE ?? photo.SRC} alt={label} sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw" width={photo.WIDTH} height={photo.HEIGHT} className="h-auto w-full rounded-lg border border-slate-200" />
      <form
        key={caption.round}
        onSubmit={(event) => {
          event.preventDefault();
          setDeleteFailure(null);
          save.save();
        }}
        noValidate
        aria-label={`${t('photo.caption')}: ${label}`}
        className="flex flex-col gap-3"
      >
        <SaveConflict save={save} fieldLabel={() => t('fields.caption')} />
        <LocaleTabs locales={caption.locales} required={[]} isFilled={caption.filled}>
          {(l) => (
            <>
              <RussianOriginal locale={l} text={caption.texts.ru} />
              <TextField
                id={`${formId}-${l}`}
                name={`caption.${l}`}
                label={t('photo.caption')}
                maxLength={CAPTION_MAX}
                defaultValue={caption.texts[l] ?? ''}
                onChange={(event) => caption.set(l, (event.target as HTMLInputElement).value)}
              />
            </>
          )}
        </LocaleTabs>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" loading={save.saving}>
            {t('photo.saveCaption')}
          </Button>
          <Button variant="danger" onClick={removal.ask}>
            {t('photo.delete')}
          </Button>
        </div>
        <CallNote note={note} />
      </form>
      <ConfirmDialog {...removal.dialog} title={t('photo.confirmTitle')} text={t('photo.confirmText')} confirm={t('photo.confirm')} />
    </div>
  );
}
