import type { Metadata } from 'next';
import { SettingsPage } from '@/components/pro/settings/settings-page';
import { isLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessSettings.title };
}

/** The business area: the clinic's settings (company.edit). */
export default function ProSettingsPage() {
  return <SettingsPage />;
}
