import type { Metadata } from 'next';
import { ServicesPage } from '@/components/pro/services/services-page';
import { isLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessServices.title };
}

/** The business area: services the clinic asks the platform for (company.edit). */
export default function ProServicesPage() {
  return <ServicesPage />;
}
