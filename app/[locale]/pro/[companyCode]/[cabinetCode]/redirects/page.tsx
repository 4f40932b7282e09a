import { RedirectsPage } from '@/components/pro/redirects/redirects-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessRedirects.title);

/** The business area: the redirects editor (company.edit). */
export default function ProRedirectsPage() {
  return <RedirectsPage />;
}
