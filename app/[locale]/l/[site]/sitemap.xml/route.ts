import { sitemapResponse, type SiteFileParams } from '@/lib/seo/site-files';

// Next treats a `sitemap.xml` route as a metadata route and runs it per request whatever
// these say; the handler sends the pages' Cache-Control and its reads are cached by company tag.
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** demo-clinic.localhost/sitemap.xml and /l/demo-clinic/sitemap.xml, rewritten here by the proxy. */
export function GET(_request: Request, { params }: { params: SiteFileParams }) {
  return sitemapResponse(params);
}
