import { and, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { AuditKind } from './kinds';

export { AUDIT_KIND_NAMES, AUDIT_KINDS, visibleKinds, type AuditKind } from './kinds';

export type AuditEntry = {
  /** Null for the platform's own scheduled jobs (a domain's recheck, an expired claim). */
  userId: number | null;
  companyId: number;
  cabinetId?: number | null;
  /** `${kind}.${verb}`, e.g. review.publish */
  action: `${AuditKind}.${string}`;
  targetId?: number | null;
  details?: Record<string, unknown>;
};

type Writer = Pick<Database, 'insert'>;

/**
 * The name of what an entry changed (a doctor, a page, a news item, a menu item), stored in its
 * details as `title` when it is written (issue 28), so the log names it even after it is renamed
 * or deleted: in the clinic's language, Russian, the one every clinic's texts have.
 */
export const auditTitle = (text: LocalizedText | null | undefined): string => (text?.ru ?? Object.values(text ?? {}).find(Boolean) ?? '').trim();

/** Records who did what to which target, from which cabinet; written in the same transaction as the change. */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  const kind = entry.action.slice(0, entry.action.indexOf('.'));
  await db.insert(auditLog).values({
    userId: entry.userId,
    companyId: entry.companyId,
    cabinetId: entry.cabinetId ?? null,
    action: entry.action,
    targetType: kind,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}

export type AuditFilter = { companyId: number; kinds: AuditKind[]; userId?: number; offset: number; limit: number };

/** A page of the company's log, newest first, only of the given kinds. */
export async function listAudit(filter: AuditFilter) {
  if (filter.kinds.length === 0) return { total: 0, items: [] };
  const conditions: (SQL | undefined)[] = [eq(auditLog.companyId, filter.companyId), or(inArray(auditLog.targetType, filter.kinds), ...filter.kinds.map((kind) => like(auditLog.action, `${kind}.%`)))];
  if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
  const where = and(...conditions);
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const items = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      cabinetId: auditLog.cabinetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      lastname: users.lastname,
      name: users.name,
      middlename: users.middlename,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { total, items };
}
