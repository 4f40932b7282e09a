import { z } from '@hono/zod-openapi';
import { fullName } from '@/lib/auth/user-wire';
import type { listAudit } from './log';

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

/** An audit log entry in the API's schema (the log and the dashboard's recent activity). */
export const auditEntrySchema = z
  .object({
    ID: z.number().int(),
    ACTION: z.string().openapi({ description: 'kind.verb, e.g. review.publish, member.join, question.answer' }),
    KIND: z.string().nullable(),
    TARGET_ID: z.number().int().nullable(),
    USER: z.object({ ID: z.number().int(), FULL_NAME: z.string(), EMAIL: z.string().nullable() }).nullable().openapi({ description: 'null when the user was deleted' }),
    DETAILS: z.record(z.string(), z.unknown()),
    CREATED_AT: z.string(),
  })
  .openapi('AuditEntry');
