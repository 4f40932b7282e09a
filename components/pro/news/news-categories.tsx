'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader } from '@/components/forms/use-api-form';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { CategoryNameFields, useCategoryForm } from './news-category-fields';
import { CategoryRow } from './news-category-row';
import { useNewsCategories } from './use-news-categories';
import { pick } from './news-types';

const loadCreateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsCategoryCreateSchema));

/**
 * The company's news categories (the site lists each at /news/{slug}, the menu's News item shows
 * them all, in this order) with their item counts, each to move, edit or (when empty) delete
 * (news-category-row.tsx), and a form for a new one: its name in each language the site offers,
 * an optional address, and how the site lists it.
 */
export function NewsCategories() {
  const t = useTranslations('BusinessNews.categories');
  const [round, setRound] = useState(0);
  const categories = useNewsCategories();
  // Where the focus goes when the category that had it is deleted.
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="news-categories-title" className="flex flex-col gap-3">
      <h2 id="news-categories-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      <QueryStatus query={categories} texts={loadTexts(t)} />
      {categories.data && (
        <ul className="flex flex-col gap-2">
          {categories.data.map((category, index) => (
            <CategoryRow key={category.ID} category={category} first={index === 0} last={index === categories.data.length - 1} onDeleted={() => headingRef.current?.focus()} />
          ))}
        </ul>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {/* A new round mounts a fresh form after a create; it then takes the focus (not on the page's first render). */}
        <CreateCategoryForm key={round} takeFocus={round > 0} onCreated={() => setRound((value) => value + 1)} />
      </div>
    </section>
  );
}

function CreateCategoryForm({ takeFocus, onCreated }: { takeFocus: boolean; onCreated: () => void }) {
  const t = useTranslations('BusinessNews.categories');
  const tNews = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const { form, locales } = useCategoryForm({
    method: 'post',
    path: 'news_categories',
    fields: ['slug', 'component'],
    schema: loadCreateSchema,
    onSaved: (created) => {
      pushToast({ message: t('createdToast', { name: pick(created.NAME, locale) }), variant: 'success' });
      onCreated();
    },
  });

  return (
    <ApiForm form={form} note={tNews('form.note')} submit={t('submit')} submitting={t('submitting')}>
      <h3 ref={takeFocus ? focusOnMount : undefined} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('createTitle')}
      </h3>
      <CategoryNameFields form={form} locales={locales} />
      <TextField {...form.field('slug')} label={t('slug')} hint={t('slugHint')} maxLength={100} autoComplete="off" spellCheck={false} />
    </ApiForm>
  );
}
