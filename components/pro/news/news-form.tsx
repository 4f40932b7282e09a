'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useRichUpload } from '@/components/pro/use-rich-upload';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { isDocEmpty, type LocalizedDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { pick, wallTime, type NewsCategory, type NewsItem } from './news-types';

const loadCreateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsCreateSchema));
const loadUpdateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsUpdateSchema));

/** The news limits of lib/business/site/news/schemas.ts (NEWS_LIMITS), for the fields' maxLength. */
const LIMITS = { title: 200, summary: 1000 } as const;

type Texts = Partial<Record<Locale, string>>;
type NewsValues = { category_id: string; slug: string; title: Texts; summary: Texts; body: Texts; published: boolean; published_at: string };

/** The fields' names of the conflict notice, as the update body names them. */
const FIELD_KEYS: Record<string, string> = { category_id: 'form.category', slug: 'form.slug', published: 'form.published', published_at: 'form.publishedAt' };

/** A draft never public, dated when it was written: its time field starts empty, so publishing it dates it now (as the server does). */
const isUnpublishedDraft = (item: NewsItem) => item.STATUS === 'draft' && item.SUBSCRIBERS_NOTIFIED_AT === null && new Date(item.PUBLISHED_AT).getTime() <= Date.now();

type FormProps = { item: NewsItem | null; categories: NewsCategory[]; locales: Locale[]; locale: Locale; onSaved: (item: NewsItem, created: boolean) => void; onTakeTheirs: (item: NewsItem) => void };

/**
 * A news item's form (useApiForm with the server's schema): category, the texts per language (the
 * bodies rich text, held here), slug and publishing; saved from its VERSION (useVersionedSave), a
 * colleague's save meanwhile is the conflict notice above the form.
 */
export function NewsForm({ item, categories, locales, locale, onSaved, onTakeTheirs }: FormProps) {
  const t = useTranslations('BusinessNews');
  const errorTexts = useBusinessErrorTexts();
  const { client, write } = useCabinetCalls();
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
        ? await client.put<{ data: NewsItem }>(write(`news/${item.ID}`), { ...body, version })
        : await client.post<{ data: NewsItem }>(write('news'), body)
      ).data,
    versionOf: (saved) => saved.VERSION,
    onTakeTheirs,
    // "Keep mine" sends the form as it is now (checked again), over the stored version.
    resubmit: () => wrapper.current?.querySelector('form')?.requestSubmit(),
  });
  const stale = useStaleFields('news', item?.ID, save.version);
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
          isStale={stale.localeStale}
        >
          {(l) => (
            <div lang={l} className="flex min-w-0 flex-col gap-4">
              <RussianOriginal locale={l} text={item?.TITLE.ru} stale={stale} field="title" />
              <TextField {...field(`title.${l}`)} label={t('form.titleIn', { language: language(l) })} required={l === 'ru'} maxLength={LIMITS.title} defaultValue={item?.TITLE[l] ?? ''} />
              <RussianOriginal locale={l} text={item?.SUMMARY?.ru} stale={stale} field="summary" />
              <TextAreaField {...field(`summary.${l}`)} label={t('form.summaryIn', { language: language(l) })} hint={t('form.summaryHint')} rows={2} maxLength={LIMITS.summary} defaultValue={item?.SUMMARY?.[l] ?? ''} />
              <RussianOriginal locale={l} doc={bodies.ru ?? null} stale={stale} field="body" />
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
