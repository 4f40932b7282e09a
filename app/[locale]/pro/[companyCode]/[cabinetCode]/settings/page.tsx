import { SettingsPage } from '@/components/pro/settings/settings-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessSettings.title);

/** The business area: the clinic's settings (company.edit). */
export default function ProSettingsPage() {
  return <SettingsPage />;
}
