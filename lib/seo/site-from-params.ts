import 'server-only';
import { loadSite, type Site, type SiteParams } from '@/lib/site/load-site';

/**
 * The company site behind a page's params, for generateMetadata (the same cached load the
 * page and the layout make; it never runs the menu check or the redirect lookup).
 */
export async function siteFromParams(params: Promise<SiteParams>): Promise<Site> {
  const { locale, site } = await params;
  return loadSite(locale, site);
}
