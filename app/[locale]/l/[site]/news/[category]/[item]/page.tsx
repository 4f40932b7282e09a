import type { Metadata } from 'next';
import { NewsArticle } from '@/components/news/news-article';
import { loadNewsItem } from '@/lib/content/news/load';
import { newsItemMetadata } from '@/lib/content/news/metadata';
import { sitePathOf } from '@/lib/content/segments';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Params = SiteParams & { category: string; item: string };
type Props = { params: Promise<Params> };

export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, item } = await params;
  return newsItemMetadata(params, category, item);
}

/** A news item; an unknown category or item is the 404 of SPEC 8. */
export default async function NewsItemPage({ params }: Props) {
  const { category, item } = await params;
  const site = await loadSitePage(params, sitePathOf('news', category, item));
  const found = await loadNewsItem(site, category, item);
  return <NewsArticle site={site} {...found} />;
}
