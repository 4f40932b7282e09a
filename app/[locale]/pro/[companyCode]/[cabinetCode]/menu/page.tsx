import { MenuPage } from '@/components/pro/menu/menu-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMenu.title);

/** The business area: the menu editor (menu.edit). */
export default function ProMenuPage() {
  return <MenuPage />;
}
