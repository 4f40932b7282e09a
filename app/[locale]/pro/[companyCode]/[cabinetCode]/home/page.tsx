import { HomePage } from '@/components/pro/site-content/home-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessHome.title);

/** The business area: the home page's own blocks (content.edit). */
export default function ProHomePage() {
  return <HomePage />;
}
