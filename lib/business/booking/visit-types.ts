import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { visitTypes } from '@/lib/db/schema';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { auditChanges } from '../edit-conflict';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../site';
import { actorOf, scheduleChanged, scheduleDoctor } from './doctor';
import type { VisitTypeInput } from './schemas';

export type VisitTypeRow = typeof visitTypes.$inferSelect;

const notFound = () => new BusinessError(404, 'visit_type_not_found');

/** A doctor's visit types in their order. */
export async function listVisitTypes(specialistId: number, db: Pick<Database, 'select'> = getDb()): Promise<VisitTypeRow[]> {
  return db.select().from(visitTypes).where(eq(visitTypes.specialistId, specialistId)).orderBy(asc(visitTypes.position), asc(visitTypes.id));
}

/** The fields as the audit compares them. */
const asInput = (row: Pick<VisitTypeRow, 'name' | 'durationMinutes' | 'price' | 'isActive'>) => ({ name: row.name, duration_minutes: row.durationMinutes, price: row.price, active: row.isActive });

/** A new visit type of a doctor (schedule.edit), last in the order. Audited as visit_type.create. */
export async function createVisitType(member: BusinessMember, specialistId: number, input: VisitTypeInput): Promise<VisitTypeRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  let created: VisitTypeRow;
  try {
    created = await getDb().transaction(async (tx) => {
      const doctor = await scheduleDoctor(member, specialistId, tx);
      const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${visitTypes.position}) + 1, 0)::int` }).from(visitTypes).where(eq(visitTypes.specialistId, specialistId));
      const [row] = await tx
        .insert(visitTypes)
        .values({ companyId: member.company.id, specialistId, name: toLocalized(input.name), durationMinutes: input.duration_minutes, price: input.price ?? null, isActive: input.active ?? true, position: next })
        .returning();
      await recordAudit(tx, { ...actorOf(member, row.id), action: 'visit_type.create', details: { title: auditTitle(row.name), doctor: auditTitle(doctor.fullName), durationMinutes: row.durationMinutes, price: row.price } });
      return row;
    });
  } catch (error) {
    // The doctor was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new BusinessError(404, 'doctor_not_found');
    throw error;
  }
  await scheduleChanged(member, [specialistId]);
  return created;
}

/** The company's visit type `id`, locked for this transaction, or 404 visit_type_not_found (another company's too). */
async function lockVisitType(tx: Pick<Database, 'select'>, companyId: number, id: number): Promise<VisitTypeRow> {
  const [row] = await tx
    .select()
    .from(visitTypes)
    .where(and(eq(visitTypes.id, id), eq(visitTypes.companyId, companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A visit type's name, length, price and whether it is offered (schedule.edit); the last save holds. Audited as visit_type.update with what changed. */
export async function updateVisitType(member: BusinessMember, id: number, input: VisitTypeInput): Promise<VisitTypeRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  const updated = await getDb().transaction(async (tx) => {
    const before = await lockVisitType(tx, member.company.id, id);
    const [after] = await tx
      .update(visitTypes)
      .set({ name: toLocalized(input.name), durationMinutes: input.duration_minutes, price: input.price ?? null, ...(input.active === undefined ? {} : { isActive: input.active }), updatedAt: new Date() })
      .where(eq(visitTypes.id, id))
      .returning();
    const changes = auditChanges(asInput(before), asInput(after), ['name', 'duration_minutes', 'price', 'active']);
    await recordAudit(tx, { ...actorOf(member, id), action: 'visit_type.update', details: { title: auditTitle(after.name), changes } });
    return after;
  });
  await scheduleChanged(member, [updated.specialistId]);
  return updated;
}

/** Deletes a visit type (schedule.edit); visits booked with it keep their time (their visit_type_id is set null). Audited as visit_type.delete. */
export async function deleteVisitType(member: BusinessMember, id: number): Promise<void> {
  const specialistId = await getDb().transaction(async (tx) => {
    const row = await lockVisitType(tx, member.company.id, id);
    await tx.delete(visitTypes).where(eq(visitTypes.id, id));
    await recordAudit(tx, { ...actorOf(member, id), action: 'visit_type.delete', details: { title: auditTitle(row.name) } });
    return row.specialistId;
  });
  await scheduleChanged(member, [specialistId]);
}
