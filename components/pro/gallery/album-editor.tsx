'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { DeleteSection } from '@/components/pro/delete-section';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { ConflictNotice, type EditConflictState } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { SortableList } from '@/components/pro/editor/sortable-list';
import { offeredLocales } from '@/components/pro/news/news-types';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { useAlbums, useGalleryKey } from './use-albums';
import { CAPTION_MAX, pick, TITLE_MAX, type Album, type LocalizedWire, type Photo } from './gallery-types';
import { PhotoUploader } from './photo-uploader';

/** One album: its title, adding photos, the photos (order, captions, delete), and deleting the album. */
export function AlbumEditor({ id }: { id: number }) {
  const t = useTranslations('BusinessGallery');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useGalleryKey();
  const albums = useAlbums();
  const album = albums.data?.find((item) => item.ID === id) ?? null;
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const setAlbum = (next: Album) => queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).map((item) => (item.ID === next.ID ? next : item)));
  const setPhotos = (update: (photos: Photo[]) => Photo[]) =>
    queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).map((item) => (item.ID === id ? { ...item, PHOTOS: update(item.PHOTOS) } : item)));

  async function move(ids: number[]) {
    if (!album) return;
    const previous = album.PHOTOS;
    setPhotos(() => ids.map((photoId) => previous.find((photo) => photo.ID === photoId)!));
    setNote(null);
    try {
      const answer = await client.put<{ data: Album }>(cabinetPath('write', companyCode, cabinetCode, `gallery_albums/${id}/photo_order`), { ids });
      setAlbum(answer.data);
      setNote({ ok: true, text: t('orderSaved') });
    } catch (error) {
      setPhotos(() => previous);
      setNote({ ok: false, text: businessErrorText(errorTexts, error) });
      void albums.refetch();
    }
  }

  async function remove() {
    await client.delete(cabinetPath('write', companyCode, cabinetCode, `gallery_albums/${id}`));
    queryClient.setQueryData<Album[]>(key, (list) => (list ?? []).filter((item) => item.ID !== id));
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href={pathname} className="text-brand-700 underline underline-offset-4">
          {t('backToList')}
        </Link>
      </div>
      <h1 className="min-w-0 break-words text-2xl font-bold">{album ? pick(album.TITLE, locale) : t('title')}</h1>
      <QueryStatus query={albums} texts={loadTexts(t)} />
      {albums.data && !album && <p role="status">{errorTexts.album_not_found}</p>}
      {album && (
        <>
          <PhotoUploader albumId={id} onUploaded={(photo) => setPhotos((photos) => [...photos, photo])} />
          <section aria-labelledby="album-photos-title" className="flex flex-col gap-3">
            <h2 id="album-photos-title" className="text-lg font-semibold">
              {t('album.photosLabel')}
            </h2>
            {note && (
              <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-green-900' : 'font-medium text-red-700'}>
                {note.text}
              </p>
            )}
            {album.PHOTOS.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4">{t('album.emptyPhotos')}</p>
            ) : (
              <SortableList
                namespace="BusinessGallery"
                layout="grid"
                label={t('album.photosLabel')}
                items={album.PHOTOS.map((photo, index) => ({ ...photo, id: photo.ID, label: pick(photo.CAPTION, locale) || t('photo.label', { n: index + 1 }) }))}
                onMove={(ids) => void move(ids)}
              >
                {(photo, controls) => (
                  <PhotoCard
                    photo={photo}
                    label={photo.label}
                    controls={controls}
                    onChanged={(next) => setPhotos((photos) => photos.map((item) => (item.ID === next.ID ? next : item)))}
                    onDeleted={() => setPhotos((photos) => photos.filter((item) => item.ID !== photo.ID))}
                  />
                )}
              </SortableList>
            )}
          </section>
          <TitleForm key={album.ID} album={album} onSaved={setAlbum} />
          <DeleteSection
            id="album-delete-title"
            texts={{
              title: t('deleteAlbum.title'),
              hint: t('deleteAlbum.hint'),
              button: t('deleteAlbum.button'),
              confirmTitle: t('deleteAlbum.confirmTitle'),
              confirmText: t('deleteAlbum.confirmText', { name: pick(album.TITLE, locale) }),
              confirm: t('deleteAlbum.confirm'),
              failed: t('deleteAlbum.failed'),
            }}
            remove={remove}
            onRemoved={() => {
              pushToast({ message: t('deleteAlbum.done', { name: pick(album.TITLE, locale) }), variant: 'success' });
              router.push(pathname);
            }}
          />
        </>
      )}
    </div>
  );
}

/** Texts per locale edited in tabs, saved from a VERSION with the conflict notice; the album's title or a photo's caption. */
function useVersionedTexts(initial: LocalizedWire, version: number) {
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>({ ...initial });
  const [current, setCurrent] = useState(version);
  const [round, setRound] = useState(0);
  const [conflict, setConflict] = useState<EditConflictState | null>(null);
  const reset = (next: LocalizedWire, nextVersion: number) => {
    setTexts({ ...next });
    setCurrent(nextVersion);
    setConflict(null);
    setRound((r) => r + 1);
  };
  const clean = (locales: Locale[]) => Object.fromEntries(locales.map((l) => [l, texts[l]?.trim() ?? '']).filter(([, text]) => text));
  return { texts, setTexts, version: current, setVersion: setCurrent, round, conflict, setConflict, reset, clean };
}

function TitleForm({ album, onSaved }: { album: Album; onSaved: (album: Album) => void }) {
  const t = useTranslations('BusinessGallery');
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const formId = useId();
  const locales = offeredLocales(company);
  const state = useVersionedTexts(album.TITLE, album.VERSION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function save(version = state.version) {
    setBusy(true);
    setErrors({});
    setFormError(null);
    setDone(false);
    try {
      const answer = await client.put<{ data: Album }>(cabinetPath('write', companyCode, cabinetCode, `gallery_albums/${album.ID}`), { title: state.clean(locales), version });
      state.setVersion(answer.data.VERSION);
      state.setConflict(null);
      onSaved(answer.data);
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.conflict) state.setConflict(error.conflict);
      else {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        setFormError(businessErrorText(errorTexts, error));
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => (errors[name] ? (errors[name] === 'too_long' ? t('tooLong', { max: TITLE_MAX }) : (errorTexts[errors[name]] ?? errorTexts.invalid)) : undefined);

  return (
    <form
      key={state.round}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t('album.renameTitle')}
      </h2>
      {state.conflict && (
        <ConflictNotice
          conflict={state.conflict}
          fieldLabel={() => t('fields.title')}
          onTakeTheirs={() => {
            const theirs = state.conflict!.current as Album;
            state.reset(theirs.TITLE, state.conflict!.version);
            onSaved(theirs);
          }}
          onKeepMine={() => void save(state.conflict!.version)}
          busy={busy}
        />
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <LocaleTabs locales={locales} isFilled={(l) => Boolean(state.texts[l]?.trim())} hasError={(l) => Boolean(errors[`title.${l}`])}>
        {(l) => (
          <TextField
            id={`${formId}-${l}`}
            name={`title.${l}`}
            label={t('fields.title')}
            required={l === 'ru'}
            maxLength={TITLE_MAX}
            defaultValue={state.texts[l] ?? ''}
            error={fieldError(`title.${l}`)}
            onChange={(event) => {
              const value = (event.target as HTMLInputElement).value;
              state.setTexts((current) => ({ ...current, [l]: value }));
            }}
          />
        )}
      </LocaleTabs>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy}>
          {t('album.save')}
        </Button>
        {done && (
          <p role="status" className="text-green-900">
            {t('album.saved')}
          </p>
        )}
      </div>
    </form>
  );
}

function PhotoCard({ photo, label, controls, onChanged, onDeleted }: { photo: Photo; label: string; controls: ReactNode; onChanged: (photo: Photo) => void; onDeleted: () => void }) {
  const t = useTranslations('BusinessGallery');
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const formId = useId();
  const locales = offeredLocales(company);
  const state = useVersionedTexts(photo.CAPTION, photo.VERSION);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function save(version = state.version) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await client.put<{ data: Photo }>(cabinetPath('write', companyCode, cabinetCode, `gallery_photos/${photo.ID}`), { caption: state.clean(locales), version });
      state.setVersion(answer.data.VERSION);
      state.setConflict(null);
      onChanged(answer.data);
      setMessage({ ok: true, text: t('photo.captionSaved') });
    } catch (error) {
      if (isApiError(error) && error.conflict) state.setConflict(error.conflict);
      else if (isApiError(error) && error.fields && Object.values(error.fields)[0] === 'too_long') setMessage({ ok: false, text: t('tooLong', { max: CAPTION_MAX }) });
      else setMessage({ ok: false, text: businessErrorText(errorTexts, error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await client.delete(cabinetPath('write', companyCode, cabinetCode, `gallery_photos/${photo.ID}`));
      setConfirmOpen(false);
      pushToast({ message: t('photo.deleted'), variant: 'success' });
      onDeleted();
    } catch (error) {
      setConfirmOpen(false);
      setDeleting(false);
      setMessage({ ok: false, text: businessErrorText(errorTexts, error) });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">{controls}</div>
      <ResponsiveImage image={photo.IMAGE ?? photo.SRC} alt={label} sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw" width={photo.WIDTH} height={photo.HEIGHT} className="h-auto w-full rounded-lg border border-slate-200" />
      <form
        key={state.round}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save();
        }}
        noValidate
        aria-label={`${t('photo.caption')}: ${label}`}
        className="flex flex-col gap-3"
      >
        {state.conflict && (
          <ConflictNotice
            conflict={state.conflict}
            fieldLabel={() => t('fields.caption')}
            onTakeTheirs={() => {
              const theirs = state.conflict!.current as Photo;
              state.reset(theirs.CAPTION, state.conflict!.version);
              onChanged(theirs);
            }}
            onKeepMine={() => void save(state.conflict!.version)}
            busy={busy}
          />
        )}
        <LocaleTabs locales={locales} required={[]} isFilled={(l) => Boolean(state.texts[l]?.trim())}>
          {(l) => (
            <TextField
              id={`${formId}-${l}`}
              name={`caption.${l}`}
              label={t('photo.caption')}
              maxLength={CAPTION_MAX}
              defaultValue={state.texts[l] ?? ''}
              onChange={(event) => {
                const value = (event.target as HTMLInputElement).value;
                state.setTexts((current) => ({ ...current, [l]: value }));
              }}
            />
          )}
        </LocaleTabs>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" loading={busy}>
            {t('photo.saveCaption')}
          </Button>
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            {t('photo.delete')}
          </Button>
        </div>
        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-green-900' : 'font-medium text-red-700'}>
            {message.text}
          </p>
        )}
      </form>
      <ConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} title={t('photo.confirmTitle')} text={t('photo.confirmText')} confirm={t('photo.confirm')} busy={deleting} onConfirm={() => void remove()} />
    </div>
  );
}
