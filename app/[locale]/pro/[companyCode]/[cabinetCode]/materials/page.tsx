import { MaterialsPage } from '@/components/pro/materials/materials-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMaterials.title);

/** The business area: site materials, the price list and the alias pages (content.edit). */
export default function ProMaterialsPage() {
  return <MaterialsPage />;
}
