'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { SelectField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { offeredLocales, pick, type NewsCategory } from './news-types';
import { loadTexts } from '../load-texts';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsCategoryCreateSchema));

/** NEWS_LIMITS.categoryName of lib/business/news-schemas.ts. */
const NAME_LIMIT = 100;
const COMPONENTS = ['news-list', 'news-grid'] as const;

type CategoryValues = { name: Partial<Record<Locale, string>>; slug: string; component: string };

const newsCategoriesKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'news', 'categories'] as const;

/** The company's news categories (content.edit), read once for the category list and the item form. */
export function useNewsCategories() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useQuery({
    queryKey: newsCategoriesKey(companyCode, cabinetCode),
    queryFn: async ({ signal }) => (await client.get<{ data: NewsCategory[] }>(cabinetPath('read', companyCode, cabinetCode, 'news_categories'), { signal })).data,
  });
}

/**
 * The company's news categories (the site lists each at /news/{slug}, the menu's News item shows
 * them all) with their item counts, and a form for a new one: its name in each language the site
 * offers, an optional address, and how the site lists it.
 */
export function NewsCategories() {
  const t = useTranslations('BusinessNews.categories');
  const locale = useLocale() as Locale;
  const [round, setRound] = useState(0);
  const categories = useNewsCategories();

  return (
    <section aria-labelledby="news-categories-title" className="flex flex-col gap-3">
      <h2 id="news-categories-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={categories} texts={loadTexts(t)} />
      {categories.data && (
        <ul className="flex flex-col gap-2">
          {categories.data.map((category) => (
            <li key={category.ID} data-testid="news-category" className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3">
              <span className="min-w-0 break-words font-medium">{pick(category.NAME, locale)}</span>
              <span className="text-sm text-muted">{t('details', { slug: category.SLUG, count: category.NEWS_COUNT })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <CreateCategoryForm key={round} onCreated={() => setRound((value) => value + 1)} />
      </div>
    </section>
  );
}

function CreateCategoryForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations('BusinessNews.categories');
  const tNews = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const locales = offeredLocales(company);
  const form = useApiForm<CategoryValues>({
    fields: [...(locales.map((l) => `name.${l}`) as never[]), 'slug', 'component'],
    schema: loadSchema,
    submit: ((body: Record<string, unknown>) => client.post<{ data: NewsCategory }>(cabinetPath('write', companyCode, cabinetCode, 'news_categories'), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (_field, code) => (code === 'too_long' ? tNews('tooLong', { max: NAME_LIMIT }) : undefined),
    onSuccess: async (answer) => {
      const created = (answer as { data: NewsCategory }).data;
      pushToast({ message: t('createdToast', { name: pick(created.NAME, locale) }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: newsCategoriesKey(companyCode, cabinetCode) });
      onCreated();
    },
  });
  const field = (name: string) => form.field(name as keyof CategoryValues & string);
  const language = (l: Locale) => tNews(`languages.${l}`);

  return (
    <ApiForm form={form} note={tNews('form.note')} submit={t('submit')} submitting={t('submitting')}>
      <h3 className="text-lg font-semibold">{t('createTitle')}</h3>
      {locales.map((l) => (
        <TextField key={l} {...field(`name.${l}`)} lang={l} label={t('nameIn', { language: language(l) })} required={l === 'ru'} maxLength={NAME_LIMIT} autoComplete="off" />
      ))}
      <TextField {...form.field('slug')} label={t('slug')} hint={t('slugHint')} maxLength={100} autoComplete="off" spellCheck={false} />
      <SelectField {...form.field('component')} label={t('component')} defaultValue="news-list" options={COMPONENTS.map((value) => ({ value, label: t(`components.${value}`) }))} />
    </ApiForm>
  );
}
