import type { Metadata } from 'next';
import { NewsCategoryView } from '@/components/news/news-category-view';
import { loadNewsCategoryPage } from '@/lib/content/news/load';
import { newsCategoryMetadata } from '@/lib/content/news/metadata';
import { sitePathOf } from '@/lib/content/segments';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Params = SiteParams & { category: string };
type Props = { params: Promise<Params> };

// Rendered on first request and cached per URL like the rest of the site (the [site] layout sets revalidate).
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsCategoryMetadata(params, (await params).category);
}

/** A news category list, page 1 (its canonical URL); an unknown category is the 404 of SPEC 8. */
export default async function NewsCategoryPage({ params }: Props) {
  const { category } = await params;
  const site = await loadSitePage(params, sitePathOf('news', category));
  const data = await loadNewsCategoryPage(site, category, 1);
  return <NewsCategoryView site={site} {...data} />;
}
