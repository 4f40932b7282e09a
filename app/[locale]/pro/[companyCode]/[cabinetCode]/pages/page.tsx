import { PagesPage } from '@/components/pro/pages/pages-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessPages.title);

/** The business area: the about page and the medical director's blog (content.edit). */
export default function ProPagesPage() {
  return <PagesPage />;
}
