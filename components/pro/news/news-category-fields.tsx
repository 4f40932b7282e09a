'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FormSchema } from '@/components/forms/api-form-engine';
import { SelectField, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { offeredLocales, type NewsCategory } from './news-types';
import { newsCategoriesKey } from './use-news-categories';

/** NEWS_LIMITS.categoryName of lib/business/site/news/schemas.ts. */
export const CATEGORY_NAME_LIMIT = 100;
export const CATEGORY_COMPONENTS = ['news-list', 'news-grid'] as const;

export type CategoryValues = { name: Partial<Record<Locale, string>>; slug: string; component: string };

type CategoryFormOptions = {
  /** POST news_categories for a new one, PUT news_categories/{id} for an edit. */
  method: 'post' | 'put';
  path: string;
  /** The fields after the names, in the order shown. */
  fields: (keyof CategoryValues & string)[];
  schema: () => Promise<FormSchema>;
  /** After the list is read again, with the category as the server answered it. */
  onSaved: (category: NewsCategory) => void;
};

/**
 * The form of a category, new or edited: its names in the locales the site offers, the server's
 * error texts (a name's length limit said), sent to the cabinet's write path; the list is read
 * again before `onSaved`.
 */
export function useCategoryForm({ method, path, fields, schema, onSaved }: CategoryFormOptions) {
  const tNews = useTranslations('BusinessNews');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const locales = offeredLocales(company);
  const form = useApiForm<CategoryValues>({
    fields: [...(locales.map((l) => `name.${l}`) as never[]), ...fields],
    schema,
    submit: ((body: Record<string, unknown>) => client[method]<{ data: NewsCategory }>(cabinetPath('write', companyCode, cabinetCode, path), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (_field, code) => (code === 'too_long' ? tNews('tooLong', { max: CATEGORY_NAME_LIMIT }) : undefined),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: newsCategoriesKey(companyCode, cabinetCode) });
      onSaved((answer as { data: NewsCategory }).data);
    },
  });
  return { form, locales };
}

/**
 * A category's name in each language the site offers (Russian required) and how the site lists
 * it: the fields the new-category form and a category's edit form share (the latter filled in).
 */
export function CategoryNameFields({ form, locales, category }: { form: ReturnType<typeof useApiForm<CategoryValues>>; locales: Locale[]; category?: NewsCategory }) {
  const t = useTranslations('BusinessNews.categories');
  const tNews = useTranslations('BusinessNews');
  const field = (name: string) => form.field(name as keyof CategoryValues & string);
  return (
    <>
      {locales.map((l) => (
        <TextField
          key={l}
          {...field(`name.${l}`)}
          lang={l}
          label={t('nameIn', { language: tNews(`languages.${l}`) })}
          required={l === 'ru'}
          maxLength={CATEGORY_NAME_LIMIT}
          defaultValue={category?.NAME[l] ?? ''}
          autoComplete="off"
        />
      ))}
      <SelectField
        {...form.field('component')}
        label={t('component')}
        defaultValue={category?.COMPONENT ?? 'news-list'}
        options={CATEGORY_COMPONENTS.map((value) => ({ value, label: t(`components.${value}`) }))}
      />
    </>
  );
}
