'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { SortableList } from '@/components/pro/editor/sortable-list';
import { offeredLocales } from '@/components/pro/news/news-types';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { AlbumEditor } from './album-editor';
import { pick, TITLE_MAX, type Album } from './gallery-types';
import { useAlbums, useGalleryKey } from './use-albums';

function readAlbum(params: { get(name: string): string | null }): number | null {
  const value = params.get('album');
  return value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The gallery editor (segment 'gallery', content.edit): the albums in the site's order, a new album, and one album's page (?album=12). */
export function GalleryPage() {
  const album = readAlbum(useSearchParams());
  return <RequirePermission permission="content.edit">{album === null ? <AlbumList /> : <AlbumEditor id={album} />}</RequirePermission>;
}

function AlbumList() {
  const t = useTranslations('BusinessGallery');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useGalleryKey();
  const albums = useAlbums();
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function move(ids: number[]) {
    const previous = albums.data ?? [];
    queryClient.setQueryData(key, ids.map((id) => previous.find((album) => album.ID === id)!));
    setSaving(true);
    setNote(null);
    try {
      const answer = await client.put<{ data: Album[] }>(cabinetPath('write', companyCode, cabinetCode, 'gallery_album_order'), { ids });
      queryClient.setQueryData(key, answer.data);
      setNote({ ok: true, text: t('orderSaved') });
    } catch (error) {
      queryClient.setQueryData(key, previous);
      setNote({ ok: false, text: businessErrorText(errorTexts, error) });
      void albums.refetch();
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={albums} texts={loadTexts(t)} />
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-green-900' : 'font-medium text-red-700'}>
          {note.text}
        </p>
      )}
      {albums.data && albums.data.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-4">{t('empty')}</p>}
      {albums.data && albums.data.length > 0 && (
        <SortableList namespace="BusinessGallery" label={t('albumsLabel')} items={albums.data.map((album) => ({ ...album, id: album.ID, label: pick(album.TITLE, locale) }))} onMove={(ids) => void move(ids)} disabled={saving}>
          {(album, controls) => (
            <div className="flex flex-wrap items-center gap-3">
              {controls}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link href={`${pathname}?album=${album.ID}`} className="break-words font-medium text-brand-700 underline underline-offset-4">
                  {album.label}
                </Link>
                <span className="text-sm text-muted">{t('photoCount', { count: album.PHOTOS.length })}</span>
              </div>
            </div>
          )}
        </SortableList>
      )}
      <NewAlbum onCreated={(album) => queryClient.setQueryData(key, [...(albums.data ?? []), album])} />
    </div>
  );
}

function NewAlbum({ onCreated }: { onCreated: (album: Album) => void }) {
  const t = useTranslations('BusinessGallery');
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const formId = useId();
  const locales = offeredLocales(company);
  const [title, setTitle] = useState<Partial<Record<Locale, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const body = { title: Object.fromEntries(Object.entries(title).map(([l, text]) => [l, text?.trim()]).filter(([, text]) => text)) };
      const answer = await client.post<{ data: Album }>(cabinetPath('write', companyCode, cabinetCode, 'gallery_albums'), body);
      onCreated(answer.data);
      pushToast({ message: t('newAlbum.created', { name: answer.data.TITLE.ru }), variant: 'success' });
      setTitle({});
      setRound((r) => r + 1);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setFormError(businessErrorText(errorTexts, error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => (errors[name] ? (errors[name] === 'too_long' ? t('tooLong', { max: TITLE_MAX }) : (errorTexts[errors[name]] ?? errorTexts.invalid)) : undefined);

  return (
    <form key={round} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t('newAlbum.title')}
      </h2>
      {formError && <FormAlert>{formError}</FormAlert>}
      <LocaleTabs locales={locales} isFilled={(l) => Boolean(title[l]?.trim())} hasError={(l) => Boolean(errors[`title.${l}`])}>
        {(l) => (
          <TextField
            id={`${formId}-${l}`}
            name={`title.${l}`}
            label={t('fields.title')}
            required={l === 'ru'}
            maxLength={TITLE_MAX}
            defaultValue={title[l] ?? ''}
            error={fieldError(`title.${l}`)}
            onChange={(event) => {
              const value = (event.target as HTMLInputElement).value;
              setTitle((current) => ({ ...current, [l]: value }));
            }}
          />
        )}
      </LocaleTabs>
      <div>
        <Button type="submit" loading={busy}>
          {t('newAlbum.create')}
        </Button>
      </div>
    </form>
  );
}
