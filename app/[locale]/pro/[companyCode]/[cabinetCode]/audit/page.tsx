import { AuditView } from '@/components/pro/audit/audit-view';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessAudit.title);

/** The company's activity log (any member; the kinds their permissions cover), its filters in the address. */
export default function AuditPage() {
  return <AuditView />;
}
