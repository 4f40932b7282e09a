import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, specialists } from '@/lib/db/schema';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { countByStatus, inboxWhere, type InboxFilter } from './filter';
import type { InboxStatus } from './schemas';

export type { InboxStatus };
export type InboxChange = { status?: InboxStatus; note?: string | null };

/** A page of the company's appointment requests under a filter, newest first, with the counts per status. */
export async function listAppointmentRequests(companyId: number, filter: InboxFilter & { offset: number; limit: number }) {
  const where = inboxWhere(appointmentRequests, appointmentRequests.comment, companyId, filter);
  const db = getDb();
  const [[{ total }], counts, items] = await Promise.all([
    db.select({ total: count() }).from(appointmentRequests).where(where),
    countByStatus(appointmentRequests, appointmentRequests.comment, companyId, filter),
    db
      .select({ request: appointmentRequests, specialist: { slug: specialists.slug, fullName: specialists.fullName } })
      .from(appointmentRequests)
      .leftJoin(specialists, eq(specialists.id, appointmentRequests.specialistId))
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .offset(filter.offset)
      .limit(filter.limit),
  ]);
  return { total, counts, items };
}

/** Moves a request along new -> in_progress -> done and/or sets the internal note; audited. */
export async function updateAppointmentRequest(member: BusinessMember, id: number, change: InboxChange) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: appointmentRequests.status })
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.companyId, member.company.id)))
      .for('update');
    if (!before) throw new BusinessError(404, 'request_not_found');
    const [row] = await tx
      .update(appointmentRequests)
      .set({ ...(change.status && { status: change.status }), ...(change.note !== undefined && { note: change.note }), updatedAt: new Date() })
      .where(eq(appointmentRequests.id, id))
      .returning();
    await recordAudit(tx, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action: change.status && change.status !== before.status ? 'appointment_request.status' : 'appointment_request.note',
      targetId: id,
      details: { ...(change.status && { from: before.status, to: change.status }), ...(change.note !== undefined && { note: true }) },
    });
    const [specialist] = row.specialistId
      ? await tx.select({ slug: specialists.slug, fullName: specialists.fullName }).from(specialists).where(eq(specialists.id, row.specialistId))
      : [null];
    return { request: row, specialist: specialist ?? null };
  });
}
