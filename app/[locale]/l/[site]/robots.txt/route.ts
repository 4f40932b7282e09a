import { robotsResponse, type SiteFileParams } from '@/lib/seo/site-files';

// Cached like the company's pages: per internal URL, until the company's tag is invalidated.
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** demo-clinic.localhost/robots.txt and /l/demo-clinic/robots.txt, rewritten here by the proxy. */
export function GET(_request: Request, { params }: { params: SiteFileParams }) {
  return robotsResponse(params);
}
