'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { ConflictNotice } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RichTextEditor } from '@/components/pro/editor/rich-text-editor';
import { contentImageUploader } from '@/components/pro/editor/rich-text-field';
import { offeredLocales } from '@/components/pro/news/news-types';
import { RequirePermission } from '@/components/pro/require-permission';
import { Input, SavedNote, SaveError, useSaveErrors, cleanTexts, CONTROL, type Texts } from '@/components/pro/site-content/editor-kit';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/content/rich-text';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { isDocEmpty, type LocalizedDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { OWN_PAGES, pickText, type MaterialWire, type PriceListWire } from './materials-types';
import { PriceListEditor, priceListToBody, type PriceListValue } from './price-list-editor';

/** The editor's views: the list, a new material (?item=new), a material (?item=12). */
function readItem(params: { get(name: string): string | null }): 'new' | number | null {
  const item = params.get('item');
  if (item === 'new') return 'new';
  return item && /^\d{1,10}$/.test(item) && Number(item) >= 1 && Number(item) <= 2_147_483_647 ? Number(item) : null;
}

/** Site materials (segment 'materials', content.edit): pages, the price list and the alias pages; publish, hide, delete. */
export function MaterialsPage() {
  const item = readItem(useSearchParams());
  return <RequirePermission permission="content.edit">{item === null ? <MaterialsList /> : <MaterialEditor id={item === 'new' ? null : item} />}</RequirePermission>;
}

function useMaterialsKey() {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'materials'] as const;
}

function MaterialsList() {
  const t = useTranslations('BusinessMaterials');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useMaterialsKey();
  const list = useQuery({ queryKey: [...key, 'list'], queryFn: async ({ signal }) => (await client.get<{ data: MaterialWire[] }>(cabinetPath('read', companyCode, cabinetCode, 'materials'), { signal })).data });
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('intro')}</p>
        </div>
        <Link href={`${pathname}?item=new`} className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t('create')}
        </Link>
      </header>
      <QueryStatus query={list} texts={loadTexts(t)} />
      {list.data && (
        <ul className="flex flex-col gap-2" aria-label={t('listLabel')}>
          {list.data.map((material) => (
            <li key={material.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3" data-material-row={material.code}>
              <div className="min-w-0">
                <Link href={`${pathname}?item=${material.id}`} className="font-medium text-brand-700 underline underline-offset-4">
                  {pickText(material.title, locale) || material.code}
                </Link>
                <p className="text-sm text-muted">
                  <span className="font-mono">{OWN_PAGES.includes(material.code) ? `/${material.code}` : `/materials/${material.code}`}</span>
                  {material.kind === 'prices' && <> · {t('kinds.prices')}</>}
                  {' · '}
                  {material.menu_items.length > 0 ? t('inMenu', { items: material.menu_items.map((m) => `«${pickText(m.name, locale)}»`).join(', ') }) : t('notInMenu')}
                </p>
              </div>
              <StatusBadge tone={material.published ? 'good' : 'off'} caption={t('statusCaption')} label={material.published ? t('published') : t('hidden')} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FormValue = { code: string; kind: 'text' | 'prices'; title: Texts; body: LocalizedDoc; published: boolean; priceList: PriceListValue };

const emptyPriceList = (): PriceListValue => ({ currency: 'KZT', groups: [] });

function toPriceValue(list: PriceListWire | null): PriceListValue {
  if (!list) return emptyPriceList();
  return { currency: list.currency, groups: list.groups.map((g) => ({ name: { ...g.name }, rows: g.rows.map((r) => ({ service: { ...r.service }, price: String(r.price), from: r.from, note: { ...(r.note ?? {}) } })) })) };
}

const toForm = (material: MaterialWire | null): FormValue =>
  material
    ? { code: material.code, kind: material.kind, title: { ...material.title }, body: { ...material.body }, published: material.published, priceList: toPriceValue(material.price_list) }
    : { code: '', kind: 'text', title: {}, body: {}, published: true, priceList: emptyPriceList() };

function MaterialEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessMaterials');
  const pathname = usePathname();
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const key = useMaterialsKey();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const item = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: MaterialWire }>(cabinetPath('read', companyCode, cabinetCode, `materials/${id}`), { signal })).data,
  });
  const back = (
    <Link href={pathname} className="text-brand-700 underline underline-offset-4">
      {t('backToList')}
    </Link>
  );
  if (id !== null && !item.data) {
    return (
      <div className="flex flex-col gap-5">
        <div>{back}</div>
        <QueryStatus query={item} texts={loadTexts(t)} />
      </div>
    );
  }
  const material = id === null ? null : item.data!;
  return (
    <div className="flex flex-col gap-5">
      <div>{back}</div>
      <MaterialForm
        key={material ? material.id : 'new'}
        material={material}
        justCreated={material !== null && material.id === createdId}
        locales={offeredLocales(company)}
        onSaved={(saved, created) => {
          queryClient.setQueryData([...key, 'item', saved.id], saved);
          void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
          if (created) {
            // The form is mounted anew for the created material's address; it still says it was saved.
            setCreatedId(saved.id);
            router.replace(`${pathname}?item=${saved.id}`);
          }
        }}
        onDeleted={() => {
          void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
          router.push(pathname);
        }}
        save={(body, materialId) =>
          materialId === null
            ? client.post<{ data: MaterialWire }>(cabinetPath('write', companyCode, cabinetCode, 'materials'), body).then((answer) => answer.data)
            : client.put<{ data: MaterialWire }>(cabinetPath('write', companyCode, cabinetCode, `materials/${materialId}`), body).then((answer) => answer.data)
        }
        remove={(materialId) => client.delete(cabinetPath('write', companyCode, cabinetCode, `materials/${materialId}`))}
        uploadImage={contentImageUploader((path, body) => client.post(path, body), cabinetPath('write', companyCode, cabinetCode, 'content_images'))}
      />
    </div>
  );
}

type FormProps = {
  material: MaterialWire | null;
  /** The material was created by this form a moment ago (its new address mounted the form again). */
  justCreated?: boolean;
  locales: Locale[];
  onSaved: (material: MaterialWire, created: boolean) => void;
  onDeleted: () => void;
  save: (body: Record<string, unknown>, id: number | null) => Promise<MaterialWire>;
  remove: (id: number) => Promise<unknown>;
  uploadImage: (file: File) => Promise<{ src: string; width: number; height: number }>;
};

function MaterialForm({ material, justCreated = false, locales, onSaved, onDeleted, save, remove, uploadImage }: FormProps) {
  const t = useTranslations('BusinessMaterials');
  const tl = useTranslations('BusinessEditor.languages');
  const [value, setValue] = useState<FormValue>(() => toForm(material));
  const [version, setVersion] = useState(material?.version ?? 1);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(justCreated);
  const [preview, setPreview] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const errors = useSaveErrors(error);
  const set = (patch: Partial<FormValue>) => {
    setValue((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  async function submit(withVersion = version) {
    setBusy(true);
    setError(null);
    const body: Record<string, unknown> = {
      code: value.code.trim(),
      kind: value.kind,
      title: cleanTexts(value.title),
      body: value.body,
      published: value.published,
      ...(value.kind === 'prices' ? { price_list: priceListToBody(value.priceList) } : {}),
      ...(material ? { version: withVersion } : {}),
    };
    try {
      const next = await save(body, material?.id ?? null);
      setValue(toForm(next));
      setSaved(true);
      setVersion(next.version);
      onSaved(next, material === null);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  async function destroy() {
    if (!material) return;
    setBusy(true);
    try {
      await remove(material.id);
      setConfirmOpen(false);
      pushToast({ message: t('deleted', { title: material.title.ru }), variant: 'success' });
      onDeleted();
    } catch (failure) {
      setConfirmOpen(false);
      setError(failure);
      setBusy(false);
    }
  }

  const fieldLabel = (field: string) => (['code', 'kind', 'title', 'body', 'price_list', 'published'].includes(field) ? t(`fields.${field}` as never) : field);
  const isFilled = (locale: Locale) => Boolean(value.title[locale]?.trim()) || Boolean(value.body[locale] && !isDocEmpty(value.body[locale]!));

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold">{material ? t('editTitle') : t('newTitle')}</h1>
        {material && <StatusBadge tone={material.published ? 'good' : 'off'} caption={t('statusCaption')} label={material.published ? t('published') : t('hidden')} />}
      </header>
      <SavedNote shown={saved}>{t('saved')}</SavedNote>
      {errors.conflict ? (
        <ConflictNotice
          conflict={errors.conflict}
          fieldLabel={fieldLabel}
          busy={busy}
          onTakeTheirs={() => {
            const current = errors.conflict!.current as MaterialWire;
            setValue(toForm(current));
            setVersion(current.version);
            setError(null);
          }}
          onKeepMine={() => {
            const next = errors.conflict!.version;
            setVersion(next);
            void submit(next);
          }}
        />
      ) : (
        <SaveError message={errors.message} />
      )}
      {material && material.menu_items.length > 0 && (
        <p className="text-sm">{t('inMenu', { items: material.menu_items.map((m) => `«${m.name.ru}»`).join(', ') })}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id="material-code" label={t('fields.code')} value={value.code} onChange={(event) => set({ code: event.target.value })} maxLength={100} autoComplete="off" spellCheck={false} error={errors.fieldText('code')} aria-describedby="material-code-hint" />
        <div className="flex flex-col gap-1">
          <label htmlFor="material-kind" className="text-sm font-medium">
            {t('fields.kind')}
          </label>
          <select id="material-kind" value={value.kind} onChange={(event) => set({ kind: event.target.value as 'text' | 'prices' })} className={CONTROL}>
            <option value="text">{t('kinds.text')}</option>
            <option value="prices">{t('kinds.prices')}</option>
          </select>
        </div>
      </div>
      <p id="material-code-hint" className="-mt-3 text-sm text-muted">
        {t('codeHint')}
      </p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" checked={value.published} onChange={(event) => set({ published: event.target.checked })} />
        <span>{t('fields.published')}</span>
      </label>
      <LocaleTabs locales={locales} isFilled={isFilled} hasError={(locale) => errors.hasFieldIn(`title.${locale}`) || errors.hasFieldIn(`body.${locale}`)}>
        {(locale) => (
          <>
            <Input id={`material-title-${locale}`} lang={locale} label={t('titleIn', { language: tl(locale) })} value={value.title[locale] ?? ''} maxLength={200} required={locale === 'ru'} onChange={(event) => set({ title: { ...value.title, [locale]: event.target.value } })} error={errors.fieldText(`title.${locale}`)} />
            <RichTextEditor
              id={`material-body-${locale}`}
              lang={locale}
              label={t('bodyIn', { language: tl(locale) })}
              value={value.body[locale] ?? null}
              onChange={(doc: RichDoc) => set({ body: { ...value.body, [locale]: doc } })}
              uploadImage={uploadImage}
              invalid={Boolean(errors.fieldText(`body.${locale}`))}
            />
            {preview && (
              <section aria-label={t('previewIn', { language: tl(locale) })} lang={locale} className="rounded-xl border border-dashed border-slate-400 bg-white p-4">
                <h2 className="mb-3 text-2xl font-bold">{value.title[locale] || value.title.ru}</h2>
                <RichText doc={value.body[locale] ?? value.body.ru ?? null} />
              </section>
            )}
          </>
        )}
      </LocaleTabs>
      {value.kind === 'prices' && <PriceListEditor value={value.priceList} onChange={(priceList) => set({ priceList })} locales={locales} fieldError={errors.fieldText} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
          {t('preview')}
        </Button>
        {material && (
          <Button variant="secondary" onClick={() => setConfirmOpen(true)} disabled={busy}>
            {t('delete')}
          </Button>
        )}
      </div>
      {material && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('deleteTitle')}
          text={t('deleteText', { title: material.title.ru })}
          confirm={t('delete')}
          busy={busy}
          onConfirm={() => void destroy()}
        />
      )}
    </form>
  );
}
