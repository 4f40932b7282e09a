import type { Metadata } from 'next';
import { AuditView } from '@/components/pro/audit/audit-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessAudit.title, robots: { index: false, follow: false } };
}

/** The company's activity log (any member; the kinds their permissions cover), its filters in the address. */
export default function AuditPage() {
  return <AuditView />;
}
