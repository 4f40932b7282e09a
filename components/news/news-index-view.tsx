import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { loadNewsIndex } from '@/lib/content/news/load';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { NewsItems } from './news-items';

type Props = { site: Site; categories: Awaited<ReturnType<typeof loadNewsIndex>>; /** Shown under the title, e.g. the subscribe button. */ actions?: ReactNode };

/** The news index (SPEC 2.2 /news): each category in front order with its latest items and a link to all of them. */
export async function NewsIndexView({ site, categories, actions }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'News' });
  const visible = categories.filter((entry) => entry.total > 0);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{sectionTitle(site, 'news', t('title'))}</h1>
      {actions}
      {visible.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-6">{t('noCategories')}</p>}
      {visible.map(({ category, front, items }, index) => {
        const name = pickLocalized(category.name, site.locale);
        const headingId = `news-${category.id}`;
        return (
          <section key={category.id} aria-labelledby={headingId} data-component={front.component}>
            <h2 id={headingId} className="mb-3 text-xl font-semibold">
              <a href={front.baseCategoryUrl} className="text-ink underline-offset-4 hover:text-brand-800 hover:underline">
                {name}
              </a>
            </h2>
            <NewsItems items={items} front={front} locale={site.locale} headingLevel={3} priorityFirst={index === 0} />
            <p className="mt-3">
              <a href={front.baseCategoryUrl} className="font-medium text-brand-800 underline underline-offset-4">
                {t('allInCategory', { category: name })}
              </a>
            </p>
          </section>
        );
      })}
    </div>
  );
}
