import { PagesPage } from '@/components/pro/pages/pages-page';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { isTranslationConfigured } from '@/lib/translate';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessPages.title);

/** The business area: the about page, the text pages (materials) and the medical director's blog (content.edit). */
export default function ProPagesPage() {
  return (
    <MachineDraftProvider configured={isTranslationConfigured()}>
      <PagesPage />
    </MachineDraftProvider>
  );
}
