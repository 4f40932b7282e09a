'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms/fields';
import type { useApiForm } from '@/components/forms/use-api-form';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsCategory } from './news-types';

/** NEWS_LIMITS.categoryName of lib/business/news-schemas.ts. */
export const CATEGORY_NAME_LIMIT = 100;
export const CATEGORY_COMPONENTS = ['news-list', 'news-grid'] as const;

export type CategoryValues = { name: Partial<Record<Locale, string>>; slug: string; component: string };

/** The form's field names for a category's name in the offered locales, then `rest`. */
export const categoryFieldNames = (locales: Locale[], ...rest: (keyof CategoryValues)[]) => [...(locales.map((l) => `name.${l}`) as never[]), ...rest];

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
