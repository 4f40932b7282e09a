import { and, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import type { Permission } from './permissions';

/** The kinds of audited business writes (the action's prefix), and the permission that lets a member see them. */
export const AUDIT_KINDS = {
  company: 'company.edit',
  cabinet: 'members.manage',
  access_code: 'members.manage',
  member: 'members.manage',
  appointment_request: 'appointments.read',
  question: 'questions.read',
  review: 'reviews.moderate',
  service_request: 'company.edit',
  news: 'content.edit',
  news_category: 'content.edit',
} as const satisfies Record<string, Permission>;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

export type AuditEntry = {
  userId: number;
  companyId: number;
  cabinetId?: number | null;
  /** `${kind}.${verb}`, e.g. review.publish */
  action: `${AuditKind}.${string}`;
  targetId?: number | null;
  details?: Record<string, unknown>;
};

type Writer = Pick<Database, 'insert'>;

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

/** The kinds a member with these permissions sees in the log. */
export const visibleKinds = (permissions: readonly Permission[]) => AUDIT_KIND_NAMES.filter((kind) => permissions.includes(AUDIT_KINDS[kind]));

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
