import { notFound } from 'next/navigation';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

/**
 * Any other path of a company site: outside the menu it redirects to the company home
 * (SPEC 2.5, done by loadSitePage); a menu path with no page here is the 404 of SPEC 8.
 */
export default async function SiteCatchAll({ params }: { params: Promise<SiteParams & { rest: string[] }> }) {
  const { rest } = await params;
  await loadSitePage(params, rest.map((segment) => decodeURIComponent(segment)).join('/'));
  notFound();
}
