import Image from 'next/image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { pickLocalizedDoc } from '@/lib/i18n/rich-doc';
import { JsonLd } from '@/components/seo/json-ld';
import type { NewsFront } from '@/lib/content/news/front';
import type { NewsCategoryRecord, NewsItemRecord } from '@/lib/content/news/types';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd, newsItemJsonLd } from '@/lib/seo/site-json-ld';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { NewsDate } from './news-date';

type Props = { site: Site; category: NewsCategoryRecord; front: NewsFront; item: NewsItemRecord };

/** A news item (SPEC 2.2 /news/{category_news}/{details_news}): rich text body rendered through the allow-list, never HTML. */
export async function NewsArticle({ site, category, front, item }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'News' });
  const categoryName = pickLocalized(category.name, site.locale);
  const summary = pickLocalized(item.summary, site.locale);
  const title = pickLocalized(item.title, site.locale);
  const trail = [
    { name: sectionTitle(site, 'news', t('title')), path: 'news' },
    { name: categoryName, path: `news/${category.slug}` },
    { name: title, path: `news/${category.slug}/${item.slug}` },
  ];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <JsonLd data={[newsItemJsonLd(site, { ...item, categorySlug: category.slug }), breadcrumbsJsonLd(site, trail)]} />
      <p className="mb-3 text-sm">
        <a href={front.baseCategoryUrl} className="text-brand-800 underline underline-offset-4">
          <span aria-hidden="true">← </span>
          {t('backToCategory', { category: categoryName })}
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <NewsDate value={item.publishedAt} locale={site.locale} />
      {summary && <p className="mt-4 text-lg text-ink">{summary}</p>}
      {item.image && (
        <div className="relative mt-4 aspect-[40/21] w-full overflow-hidden rounded-lg bg-brand-50">
          {item.imageMedia ? (
            <ResponsiveImage image={item.imageMedia} alt="" priority sizes="(min-width: 1024px) 48rem, 100vw" className="absolute inset-0 h-full w-full object-cover" />
          ) : (
            <Image src={item.image} alt="" fill priority sizes="(min-width: 1024px) 48rem, 100vw" className="object-cover" />
          )}
        </div>
      )}
      <RichText doc={pickLocalizedDoc(item.body, site.locale)} className="mt-6 flex flex-col gap-4 leading-relaxed break-words" />
    </article>
  );
}
