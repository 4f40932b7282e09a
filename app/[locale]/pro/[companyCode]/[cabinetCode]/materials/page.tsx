import { MaterialsPage } from '@/components/pro/materials/materials-page';
import { MachineDraftProvider } from '@/components/pro/editor/machine-draft-context';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { isTranslationConfigured } from '@/lib/translate';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMaterials.title);

/** The business area: site materials, the price list and the alias pages (content.edit). */
export default function ProMaterialsPage() {
  return (
    <MachineDraftProvider configured={isTranslationConfigured()}>
      <MaterialsPage />
    </MachineDraftProvider>
  );
}
