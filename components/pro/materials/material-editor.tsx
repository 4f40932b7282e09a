'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RichText } from '@/components/content/rich-text';
import { BackLink } from '@/components/pro/back-link';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { MachineDraft } from '@/components/pro/editor/machine-draft';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { RichTextEditor } from '@/components/pro/editor/rich-text-editor';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useItemCache } from '@/components/pro/use-item-cache';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import { useRichUpload } from '@/components/pro/use-rich-upload';
import { ContentEditorForm, useContentForm } from '@/components/pro/site-content/content-form';
import { CONTROL, Input } from '@/components/pro/site-content/editor-kit';
import { StatusBadge } from '@/components/pro/status-badge';
import { useConfirmedDelete } from '@/components/pro/use-confirmed-delete';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isDocEmpty, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { materialBody, toMaterialForm, type MaterialFormValue } from './material-form-value';
import type { MaterialWire } from './materials-types';
import { PriceListEditor } from './price-list-editor';
import { useMaterialsKey } from './use-materials-key';

/** One material (a new one of `kind` when `id` is null): read, then its form. */
export function MaterialEditor({ id, kind = 'text' }: { id: number | null; kind?: MaterialWire['kind'] }) {
  const t = useTranslations('BusinessMaterials');
  const pathname = usePathname();
  const router = useRouter();
  const { client, read } = useCabinetCalls();
  const locales = useOfferedLocales();
  const key = useMaterialsKey();
  const cache = useItemCache<MaterialWire>(key, (material) => material.id);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const item = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: MaterialWire }>(read(`materials/${id}`), { signal })).data,
  });
  const back = <BackLink href={pathname}>{t('backToList')}</BackLink>;
  if (id !== null && !item.data) {
    return (
      <div className="flex flex-col gap-5">
        {back}
        <QueryStatus query={item} texts={loadTexts(t)} />
      </div>
    );
  }
  const material = id === null ? null : item.data!;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <MaterialForm
        key={material ? material.id : 'new'}
        material={material}
        kind={kind}
        justCreated={material !== null && material.id === createdId}
        locales={locales}
        onSaved={(saved, created) => {
          cache.saved(saved);
          if (created) {
            // The form is mounted anew for the created material's address; it still says it was saved.
            setCreatedId(saved.id);
            router.replace(`${pathname}?item=${saved.id}`);
          }
        }}
        onDeleted={() => {
          void cache.refreshList();
          router.push(pathname);
        }}
      />
    </div>
  );
}

type FormProps = {
  material: MaterialWire | null;
  /** A new material's kind (the page it is created from). */
  kind: MaterialWire['kind'];
  /** The material was created by this form a moment ago (its new address mounted the form again). */
  justCreated?: boolean;
  locales: Locale[];
  onSaved: (material: MaterialWire, created: boolean) => void;
  onDeleted: () => void;
};

const FIELDS = ['code', 'kind', 'title', 'body', 'price_list', 'published'];

function MaterialForm({ material, kind, justCreated = false, locales, onSaved, onDeleted }: FormProps) {
  const t = useTranslations('BusinessMaterials');
  const tl = useTranslations('BusinessEditor.languages');
  const { client, write } = useCabinetCalls();
  const uploadImage = useRichUpload();
  const [preview, setPreview] = useState(false);
  const form = useContentForm<MaterialWire, MaterialFormValue>({
    stored: material,
    toForm: (stored) => toMaterialForm(stored, kind),
    version: material?.version ?? null,
    versionOf: (saved) => saved.version,
    send: async (value, version) => {
      const path = write(material ? `materials/${material.id}` : 'materials');
      const body = materialBody(value, version);
      return (material ? await client.put<{ data: MaterialWire }>(path, body) : await client.post<{ data: MaterialWire }>(path, body)).data;
    },
    onSaved: (saved) => onSaved(saved, material === null),
    savedAtFirst: justCreated,
  });
  const { value, set, errors } = form;
  const stale = useStaleFields('material', material?.id, form.save.version);
  const priceStale = useStaleFields('price', material?.id, form.save.version);
  const removal = useConfirmedDelete({
    remove: () => client.delete(write(`materials/${material?.id}`)),
    done: () => t('deleted', { title: material?.title.ru ?? '' }),
    onDeleted,
    onFailed: form.report,
  });

  const fieldLabel = (field: string) => (FIELDS.includes(field) ? t(`fields.${field}` as never) : field);
  const isFilled = (locale: Locale) => Boolean(value.title[locale]?.trim()) || Boolean(value.body[locale] && !isDocEmpty(value.body[locale]!));
  const head = (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="min-w-0 break-words text-2xl font-bold">{material ? t('editTitle') : t('newTitle')}</h1>
      {material && <StatusBadge tone={material.published ? 'good' : 'off'} caption={t('statusCaption')} label={material.published ? t('published') : t('hidden')} />}
    </header>
  );

  return (
    <ContentEditorForm form={form} savedText={t('saved')} fieldLabel={fieldLabel} head={head}>
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
      <LocaleTabs locales={locales} isFilled={isFilled} hasError={(locale) => errors.hasFieldIn(`title.${locale}`) || errors.hasFieldIn(`body.${locale}`)} isStale={stale.localeStale}>
        {(locale) => (
          <>
            <MachineDraft
              locale={locale}
              fields={[
                { key: 'title', ru: value.title.ru, current: value.title[locale] },
                { key: 'body', ru: value.body.ru, current: value.body[locale] },
              ]}
              onDraft={(drafts) =>
                set({
                  title: typeof drafts.title === 'string' ? { ...value.title, [locale]: drafts.title } : value.title,
                  body: drafts.body && typeof drafts.body !== 'string' ? { ...value.body, [locale]: drafts.body } : value.body,
                })
              }
            />
            <RussianOriginal locale={locale} text={value.title.ru} stale={stale} field="title" />
            <Input id={`material-title-${locale}`} lang={locale} label={t('titleIn', { language: tl(locale) })} value={value.title[locale] ?? ''} maxLength={200} required={locale === 'ru'} onChange={(event) => set({ title: { ...value.title, [locale]: event.target.value } })} error={errors.fieldText(`title.${locale}`)} />
            <RussianOriginal locale={locale} doc={value.body.ru ?? null} stale={stale} field="body" />
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
      {value.kind === 'prices' && <PriceListEditor value={value.priceList} onChange={(priceList) => set({ priceList })} locales={locales} fieldError={errors.fieldText} stale={priceStale} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.save.saving} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={() => setPreview((shown) => !shown)} aria-pressed={preview}>
          {t('preview')}
        </Button>
        {material && (
          <Button variant="secondary" onClick={removal.ask} disabled={form.save.saving}>
            {t('delete')}
          </Button>
        )}
      </div>
      {material && <ConfirmDialog {...removal.dialog} title={t('deleteTitle')} text={t('deleteText', { title: material.title.ru })} confirm={t('delete')} />}
    </ContentEditorForm>
  );
}
