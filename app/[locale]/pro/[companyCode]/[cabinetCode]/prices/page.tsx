import { MaterialsPage } from '@/components/pro/materials/materials-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMaterials.lists.prices.title);

/** The business area: the clinic's price lists, each a material of kind 'prices' (content.edit; issue 31). */
export default function ProPricesPage() {
  return <MaterialsPage kind="prices" />;
}
