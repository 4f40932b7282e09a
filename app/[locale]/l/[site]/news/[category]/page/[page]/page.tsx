import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { NewsCategoryView } from '@/components/news/news-category-view';
import { loadNewsCategoryPage } from '@/lib/content/news/load';
import { newsCategoryMetadata } from '@/lib/content/news/metadata';
import { parsePageNumber } from '@/lib/content/news/pagination';
import { sitePathOf } from '@/lib/content/segments';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Params = SiteParams & { category: string; page: string };
type Props = { params: Promise<Params> };

export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  return newsCategoryMetadata(params, category, page);
}

/**
 * The category paginator (SPEC 2.2 /news/{category_news}/page/{page}): 12 per page. Page 1
 * lives at the category URL; a page that is not a positive integer or is past the end is the 404.
 */
export default async function NewsCategoryPagedPage({ params }: Props) {
  const { category, page } = await params;
  const site = await loadSitePage(params, sitePathOf('news', category, 'page', page));
  const pageNumber = parsePageNumber(page);
  if (pageNumber === null) notFound();
  const data = await loadNewsCategoryPage(site, category, pageNumber);
  if (pageNumber === 1) permanentRedirect(data.front.baseCategoryUrl);
  return <NewsCategoryView site={site} {...data} />;
}
