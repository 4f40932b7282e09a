import { notFound } from 'next/navigation';
import { readSegment } from '@/lib/content/segments';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

/**
 * Any other path of a company site: outside the menu it redirects to the company home
 * (SPEC 2.5, done by loadSitePage); a menu path with no page here is the 404 of SPEC 8, and so is
 * a segment that names nothing (malformed percent-encoding, a control character, over 200 characters).
 */
export default async function SiteCatchAll({ params }: { params: Promise<SiteParams & { rest: string[] }> }) {
  const segments = (await params).rest.map(readSegment);
  if (segments.some((segment) => segment === null)) notFound();
  await loadSitePage(params, segments.join('/'));
  notFound();
}
