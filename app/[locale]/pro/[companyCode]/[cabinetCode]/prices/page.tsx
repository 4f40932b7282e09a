import { MaterialsPage } from '@/components/pro/materials/materials-page';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { isTranslationConfigured } from '@/lib/translate';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMaterials.lists.prices.title);

/** The business area: the clinic's price lists, each a material of kind 'prices' (content.edit; issue 31). */
export default function ProPricesPage() {
  return (
    <MachineDraftProvider configured={isTranslationConfigured()}>
      <MaterialsPage kind="prices" />
    </MachineDraftProvider>
  );
}
