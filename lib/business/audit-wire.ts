import { fullName } from '@/lib/auth/user-wire';
import type { listAudit } from './audit';

type AuditRow = Awaited<ReturnType<typeof listAudit>>['items'][number];

/** An audit log entry as the API answers it (the log and the dashboard's recent activity). */
export const auditEntryToWire = (row: AuditRow) => ({
  ID: row.id,
  ACTION: row.action,
  KIND: row.targetType ?? row.action.split('.')[0],
  TARGET_ID: row.targetId,
  USER: row.userId !== null && row.lastname !== null ? { ID: row.userId, FULL_NAME: fullName({ lastname: row.lastname, name: row.name ?? '', middlename: row.middlename ?? '' }), EMAIL: row.email } : null,
  DETAILS: row.details,
  CREATED_AT: row.createdAt.toISOString(),
});
