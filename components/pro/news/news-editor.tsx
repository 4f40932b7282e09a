'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { isDocEmpty, type LocalizedDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { DeleteSection } from '@/components/pro/delete-section';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useRichUpload } from '@/components/pro/use-rich-upload';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { allQueries, loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { useNewsCategories } from './use-news-categories';
import { NewsImage } from './news-image';
import { offeredLocales, pick, STATUS_TONES, wallTime, type NewsCategory, type NewsItem } from './news-types';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadCreateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsCreateSchema));
const loadUpdateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsUpdateSchema));

/** The news limits of lib/business/site/news/schemas.ts (NEWS_LIMITS), for the fields' maxLength. */
const LIMITS = { title: 200, summary: 1000 } as const;

type Texts = Partial<Record<Locale, string>>;
type NewsValues = { category_id: string; slug: string; title: Texts; summary: Texts; body: Texts; published: boolean; published_at: string };

/** The fields' names of the conflict notice, as the update body names them. */
const FIELD_KEYS: Record<string, string> = { category_id: 'form.category', slug: 'form.slug', published: 'form.published', published_at: 'form.publishedAt' };
type Saved = { item: NewsItem; created: boolean };

/** One news item: its form (a new item when `id` is null), its image once it exists, and deleting it. */
export function NewsEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const newsKey = ['business', companyCode, cabinetCode, 'news'] as const;
  const [saved, setSaved] = useState<Saved | null>(null);

  const categories = useNewsCategories();
  const item = useQuery({
    queryKey: [...newsKey, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: NewsItem }>(cabinetPath('read', companyCode, cabinetCode, `news/${id}`), { signal })).data,
  });

  const back = (
    <Link href={pathname} className="text-brand-700 underline underline-offset-4">
      {t('backToList')}
    </Link>
  );
  // One status for the two reads; a failed background read keeps the form and its edits on screen.
  const reads = allQueries(id === null ? [categories] : [categories, item]);
  const current = id === null ? null : (item.data ?? null);

  function onSaved(next: NewsItem, created: boolean) {
    queryClient.setQueryData([...newsKey, 'item', next.ID], next);
    void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
    setSaved({ item: next, created });
    if (created) router.replace(`${pathname}?item=${next.ID}`);
  }

  async function remove() {
    await client.delete(cabinetPath('write', companyCode, cabinetCode, `news/${id}`));
    queryClient.removeQueries({ queryKey: [...newsKey, 'item', id] });
    await queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
  }

  return (
    <div className="flex flex-col gap-5">
      <div>{back}</div>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold">{current ? t('editTitle') : t('newTitle')}</h1>
        {current && <StatusBadge tone={STATUS_TONES[current.STATUS]} caption={t('statusCaption')} label={t(`status.${current.STATUS}`)} />}
      </header>
      {saved && <SavedNote saved={saved} />}
      <QueryStatus query={reads} texts={loadTexts(t)} />
      {reads.data !== undefined && (
        <>
          {current?.STATUS === 'published' && (
            <p>
              <a href={current.URL} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
                {t('openOnSite')}
              </a>
            </p>
          )}
          <NewsForm
            key={current ? `${current.ID}-${current.VERSION}-${saved ? 'saved' : ''}` : 'new'}
            item={current}
            categories={categories.data ?? []}
            locales={offeredLocales(company)}
            locale={locale}
            onSaved={onSaved}
            onTakeTheirs={(theirs) => queryClient.setQueryData([...newsKey, 'item', theirs.ID], theirs)}
          />
          {current && <NewsImage item={current} onChanged={(next) => queryClient.setQueryData([...newsKey, 'item', next.ID], next)} />}
          {current && <DeleteSection id="news-delete-title" namespace="BusinessNews.delete" values={{ title: pick(current.TITLE, locale) }} failed={t('deleteFailed')} remove={remove} backTo={pathname} />}
        </>
      )}
    </div>
  );
}

/** What a save did: published now (subscribers are mailed), scheduled (mailed then), or kept as a draft. */
function SavedNote({ saved }: { saved: Saved }) {
  const t = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const { item } = saved;
  const when = `${formatDate(item.PUBLISHED_AT, locale, { zone })}, ${formatTime(item.PUBLISHED_AT, { zone })}`;
  return (
    <div role="status" className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900">
      <p className="font-medium">{saved.created ? t('saved.created') : t('saved.updated')}</p>
      {item.STATUS === 'published' && <p>{item.SUBSCRIBERS_NOTIFIED_AT ? t('saved.publishedNotified') : t('saved.published')}</p>}
      {item.STATUS === 'scheduled' && <p>{t('saved.scheduled', { when })}</p>}
      {item.STATUS === 'draft' && <p>{t('saved.draft')}</p>}
    </div>
  );
}

/** A draft never public, dated when it was written: its time field starts empty, so publishing it dates it now (as the server does). */
const isUnpublishedDraft = (item: NewsItem) => item.STATUS === 'draft' && item.SUBSCRIBERS_NOTIFIED_AT === null && new Date(item.PUBLISHED_AT).getTime() <= Date.now();

type FormProps = { item: NewsItem | null; categories: NewsCategory[]; locales: Locale[]; locale: Locale; onSaved: (item: NewsItem, created: boolean) => void; onTakeTheirs: (item: NewsItem) => void };

function NewsForm({ item, categories, locales, locale, onSaved, onTakeTheirs }: FormProps) {
  const t = useTranslations('BusinessNews');
  const errorTexts = useBusinessErrorTexts();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const pages = useTranslations('BusinessPages');
  const texts = locales.flatMap((l) => [`title.${l}`, `summary.${l}`, `body.${l}`] as const);
  // The bodies are rich text: held here (the editor is not a form input) and put into the body sent.
  const [bodies, setBodies] = useState<LocalizedDoc>(() => item?.BODY ?? {});
  const wrapper = useRef<HTMLDivElement>(null);
  const uploadImage = useRichUpload();
  const setBody = (l: Locale, doc: RichDoc) => setBodies((previous) => ({ ...previous, [l]: doc }));
  const save = useVersionedSave<NewsItem, Record<string, unknown>>({
    version: item?.VERSION ?? null,
    send: async (body, version) =>
      (item
        ? await client.put<{ data: NewsItem }>(cabinetPath('write', companyCode, cabinetCode, `news/${item.ID}`), { ...body, version })
        : await client.post<{ data: NewsItem }>(cabinetPath('write', companyCode, cabinetCode, 'news'), body)
      ).data,
    versionOf: (saved) => saved.VERSION,
    onTakeTheirs,
    // "Keep mine" sends the form as it is now (checked again), over the stored version.
    resubmit: () => wrapper.current?.querySelector('form')?.requestSubmit(),
  });
  const form = useApiForm<NewsValues>({
    fields: ['category_id', 'slug', ...(texts as never[]), 'published', 'published_at'],
    schema: item ? loadUpdateSchema : loadCreateSchema,
    toBody: (values) => ({
      ...values,
      category_id: values.category_id ? Number(values.category_id) : undefined,
      published_at: values.published_at || undefined,
      body: Object.fromEntries(Object.entries(bodies).filter(([l, doc]) => locales.includes(l as Locale) && !isDocEmpty(doc))),
    }),
    submit: save.submit as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (field, code) => (code === 'too_long' ? t('tooLong', { max: LIMITS[field.split('.')[0] as keyof typeof LIMITS] ?? 100 }) : undefined),
    onSuccess: (answer) => onSaved(answer as NewsItem, !item),
  });
  const field = (name: string) => form.field(name as keyof NewsValues & string);
  const language = (l: Locale) => t(`languages.${l}`);
  const fieldLabel = (name: string) => (FIELD_KEYS[name] ? t(FIELD_KEYS[name] as never) : pages(`fields.${name}` as never));

  return (
    <div ref={wrapper} className="flex flex-col gap-4">
    <SaveConflict save={save} fieldLabel={fieldLabel} />
    <ApiForm form={form} note={t('form.note')} submit={item ? t('form.save') : t('form.create')} submitting={t('form.saving')}>
      <SelectField
        {...form.field('category_id')}
        label={t('form.category')}
        required
        defaultValue={String(item?.CATEGORY.ID ?? categories[0]?.ID ?? '')}
        options={categories.map((category) => ({ value: String(category.ID), label: pick(category.NAME, locale) }))}
      />
      <LocaleTabs
        locales={locales}
        isFilled={(l) => !isDocEmpty(bodies[l]) || Boolean(item?.TITLE[l])}
        hasError={(l) => Boolean(field(`title.${l}`).error || field(`summary.${l}`).error || field(`body.${l}`).error)}
      >
        {(l) => (
          <div lang={l} className="flex min-w-0 flex-col gap-4">
            <TextField {...field(`title.${l}`)} label={t('form.titleIn', { language: language(l) })} required={l === 'ru'} maxLength={LIMITS.title} defaultValue={item?.TITLE[l] ?? ''} />
            <TextAreaField {...field(`summary.${l}`)} label={t('form.summaryIn', { language: language(l) })} hint={t('form.summaryHint')} rows={2} maxLength={LIMITS.summary} defaultValue={item?.SUMMARY?.[l] ?? ''} />
            <RichTextField
              id={`${form.formId}-body-${l}`}
              label={`${t('form.bodyIn', { language: language(l) })}${l === 'ru' ? ' *' : ''}`}
              value={bodies[l] ?? null}
              onChange={(doc) => setBody(l, doc)}
              uploadImage={uploadImage}
              error={field(`body.${l}`).error}
              lang={l}
              previewTitle={item?.TITLE[l] || item?.TITLE.ru}
            />
          </div>
        )}
      </LocaleTabs>
      <TextField {...form.field('slug')} label={t('form.slug')} hint={t('form.slugHint')} maxLength={100} defaultValue={item?.SLUG ?? ''} autoComplete="off" spellCheck={false} />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 font-semibold">{t('form.publishing')}</legend>
        <CheckboxField {...form.field('published')} label={t('form.published')} defaultChecked={item?.PUBLISHED ?? false} />
        <TextField {...form.field('published_at')} type="datetime-local" label={t('form.publishedAt')} hint={t('form.publishedAtHint')} defaultValue={item && !isUnpublishedDraft(item) ? wallTime(item.PUBLISHED_AT) : ''} />
      </fieldset>
    </ApiForm>
    </div>
  );
}
