import { HomePage } from '@/components/pro/site-content/home-page';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { isTranslationConfigured } from '@/lib/translate';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessHome.title);

/** The business area: the home page's own blocks (content.edit). */
export default function ProHomePage() {
  return (
    <MachineDraftProvider configured={isTranslationConfigured()}>
      <HomePage />
    </MachineDraftProvider>
  );
}
