import { SitePage } from '@/components/pro/site/site-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessSiteLife.title);

/** The business area: the site's availability, offline and closing (the owner). */
export default function ProSitePage() {
  return <SitePage />;
}
