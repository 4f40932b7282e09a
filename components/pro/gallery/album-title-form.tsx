'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormAlert, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { TITLE_MAX, type Album } from './gallery-types';
import { useLocaleTexts } from './use-locale-texts';

/**
 * An album's title per language: a new album (`album` null) is created (a toast says so and the form
 * starts empty), an album is renamed from its VERSION (a colleague's rename meanwhile is a conflict).
 */
export function AlbumTitleForm({ album, onSaved }: { album: Album | null; onSaved: (album: Album) => void }) {
  const t = useTranslations('BusinessGallery');
  const { client, write } = useCabinetCalls();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const formId = useId();
  const title = useLocaleTexts(album?.TITLE ?? null);
  const save = useVersionedSave<Album>({
    version: album?.VERSION ?? null,
    send: async (_body, version) =>
      (album
        ? await client.put<{ data: Album }>(write(`gallery_albums/${album.ID}`), { title: title.clean(), version })
        : await client.post<{ data: Album }>(write('gallery_albums'), { title: title.clean() })
      ).data,
    versionOf: (saved) => saved.VERSION,
    toast: (saved) => (album ? undefined : t('newAlbum.created', { name: saved.TITLE.ru })),
    onSaved: (saved) => {
      onSaved(saved);
      if (!album) title.replace({});
    },
    onTakeTheirs: (theirs) => {
      title.replace(theirs.TITLE);
      onSaved(theirs);
    },
  });
  const errors = save.fields;
  const stale = useStaleFields('album', album?.ID, save.version);
  const fieldError = (name: string) => (errors[name] ? (errors[name] === 'too_long' ? t('tooLong', { max: TITLE_MAX }) : (errorTexts[errors[name]] ?? errorTexts.invalid)) : undefined);

  return (
    <form
      key={title.round}
      onSubmit={(event) => {
        event.preventDefault();
        save.save();
      }}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {album ? t('album.renameTitle') : t('newAlbum.title')}
      </h2>
      <SaveConflict save={save} fieldLabel={() => t('fields.title')} />
      {save.error !== null && <FormAlert>{businessErrorText(errorTexts, save.error)}</FormAlert>}
      <LocaleTabs locales={title.locales} isFilled={title.filled} hasError={(l) => Boolean(errors[`title.${l}`])} isStale={stale.localeStale}>
        {(l) => (
          <>
            <RussianOriginal locale={l} text={title.texts.ru} stale={stale} field="title" />
            <TextField
              id={`${formId}-${l}`}
              name={`title.${l}`}
              label={t('fields.title')}
              required={l === 'ru'}
              maxLength={TITLE_MAX}
              defaultValue={title.texts[l] ?? ''}
              error={fieldError(`title.${l}`)}
              onChange={(event) => title.set(l, (event.target as HTMLInputElement).value)}
            />
          </>
        )}
      </LocaleTabs>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.saving}>
          {album ? t('album.save') : t('newAlbum.create')}
        </Button>
        {album && save.saved && (
          <p role="status" className="text-green-900">
            {t('album.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
