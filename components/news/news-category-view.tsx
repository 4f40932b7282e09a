import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { NewsFront } from '@/lib/content/news/front';
import type { PageWindow } from '@/lib/content/news/pagination';
import type { NewsCategoryRecord, NewsSummaryRecord } from '@/lib/content/news/types';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { NewsItems } from './news-items';
import { NewsPagination } from './news-pagination';

type Props = { site: Site; category: NewsCategoryRecord; front: NewsFront; window: PageWindow; items: NewsSummaryRecord[] };

/** One page of a news category (SPEC 2.2 /news/{category_news} and its paginator), drawn by the category's front settings. */
export async function NewsCategoryView({ site, category, front, window, items }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'News' });
  const name = pickLocalized(category.name, site.locale);
  const newsTitle = sectionTitle(site, 'news', t('title'));
  const trail = [
    { name: newsTitle, path: 'news' },
    { name, path: `news/${category.slug}` },
  ];
  return (
    <section aria-labelledby="news-category-title" data-component={front.component}>
      <JsonLd data={breadcrumbsJsonLd(site, trail)} />
      <p className="mb-2 text-sm">
        <a href={siteLink(site.links, 'news')} className="text-brand-800 underline underline-offset-4">
          {newsTitle}
        </a>
      </p>
      <h1 id="news-category-title" className="mb-1 text-2xl font-bold">
        {name}
      </h1>
      {window.pageCount > 1 && <p className="mb-4 text-sm text-muted">{t('pageOf', { page: window.page, count: window.pageCount })}</p>}
      {items.length > 0 ? (
        <div className="mt-4">
          <NewsItems items={items} front={front} locale={site.locale} headingLevel={2} priorityFirst />
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6">{t('empty')}</p>
      )}
      <NewsPagination baseUrl={front.baseCategoryUrl} page={window.page} count={window.pageCount} locale={site.locale} />
    </section>
  );
}
