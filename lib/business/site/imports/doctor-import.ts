import { and, asc, eq, sql } from 'drizzle-orm';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { getDb, type Database } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { specialists } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ImportRecord } from '@/lib/imports';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditChanges } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { recordTranslationSources } from '../../translations';
import { asInput, DOCTOR_FIELDS, doctorTexts, isSlugTaken, listEditorDoctors, type DoctorRow } from '../doctors/editor';
import { editorCompany } from '../editing';
import { firstFreeSlug, slugFromTitle } from '../slug';
import { checkDoctorRows, DOCTOR_COLUMNS, doctorColumnsFor, type DoctorKey, type DoctorPlan } from './doctor-check';
import { previewOf, rowsInvalid, type ImportPreview } from './import-rows';

/** The company's doctors in the site's order (locked for the import's transaction). */
async function knownDoctors(db: Pick<Database, 'select'>, companyId: number, lock: boolean): Promise<DoctorRow[]> {
  const query = db.select().from(specialists).where(eq(specialists.companyId, companyId)).orderBy(asc(specialists.position), asc(specialists.id));
  return lock ? query.for('update') : query;
}

/** The preview of a doctors' file (specialists.edit): every row with its errors and notes; nothing is stored. */
export async function previewDoctorImport(member: BusinessMember, records: ImportRecord<DoctorKey>[], ui: Locale): Promise<ImportPreview<DoctorKey>> {
  const company = await editorCompany(member);
  const checked = checkDoctorRows(records, company.locales, await knownDoctors(getDb(), member.company.id, false));
  return previewOf(DOCTOR_COLUMNS, checked.rows, ui, doctorColumnsFor(company.locales));
}

const slugTaken = () => new BusinessError(400, 'invalid_input', {}, { slug: ['doctor_slug_taken'] });

/**
 * Imports a doctors' file (specialists.edit) all or nothing, in one transaction (the company's
 * doctors locked): any invalid row is 422 import_rows_invalid and nothing is stored. A new doctor
 * goes last in the order with a slug made from the Russian name (as the editor makes it), shown
 * unless the file says otherwise, audited as doctor.create; a doctor of the same Russian name has
 * the row's filled cells written over (texts per language merged; its Russian name stays as stored), its version raised, audited as
 * doctor.update with before and after.
 */
export async function importDoctors(member: BusinessMember, records: ImportRecord<DoctorKey>[]): Promise<{ doctors: DoctorRow[]; created: number; updated: number }> {
  const company = await editorCompany(member);
  const actor = { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id };
  let counts: { created: number; updated: number };
  try {
    counts = await getDb().transaction(async (tx) => {
      const known = await knownDoctors(tx, member.company.id, true);
      const checked = checkDoctorRows(records, company.locales, known);
      const refusal = rowsInvalid(checked.rows);
      if (refusal) throw refusal;
      const byId = new Map(known.map((row) => [row.id, row]));
      let position = known.reduce((max, row) => Math.max(max, row.position + 1), 0);
      let created = 0;
      for (const plan of checked.plans) {
        const before = plan.existingId === null ? null : byId.get(plan.existingId)!;
        if (before) await updateFromRow(tx, actor, before, plan);
        else {
          await createFromRow(tx, actor, plan, position);
          position += 1;
          created += 1;
        }
      }
      return { created, updated: checked.plans.length - created };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (counts.created + counts.updated > 0) await invalidateCompany(member.company.code, { sections: ['doctors'], directory: true });
  return { doctors: await listEditorDoctors(member.company.id), ...counts };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Actor = { userId: number; companyId: number; cabinetId: number };

async function createFromRow(tx: Tx, actor: Actor, plan: DoctorPlan, position: number): Promise<void> {
  const { values } = plan;
  const name = values.fullName.ru ?? '';
  const slug = await firstFreeSlug(slugFromTitle(name) || 'doctor', (candidate) => isSlugTaken(tx, actor.companyId, candidate));
  const [row] = await tx
    .insert(specialists)
    .values({
      companyId: actor.companyId,
      slug,
      fullName: { ...values.fullName, ru: name },
      specialty: { ...values.specialty, ru: values.specialty.ru ?? '' },
      bio: values.bio.ru ? { ...values.bio, ru: values.bio.ru } : Object.keys(values.bio).length > 0 ? { ru: '', ...values.bio } : null,
      languages: values.languages ?? [],
      experienceYears: values.experienceYears ?? null,
      isPublished: values.isPublished ?? true,
      position,
    })
    .returning();
  await recordAudit(tx, { ...actor, action: 'doctor.create', targetId: row.id, details: { slug, name: row.fullName.ru, title: auditTitle(row.fullName), imported: true } });
}

async function updateFromRow(tx: Tx, actor: Actor, before: DoctorRow, plan: DoctorPlan): Promise<void> {
  const { values } = plan;
  // The Russian name only found the doctor: it stays as stored (the file may write it in another case).
  const { ru: _matched, ...otherNames } = values.fullName;
  void _matched;
  const merged = (stored: DoctorRow['bio'], texts: DoctorPlan['values']['bio']) => (Object.keys(texts).length > 0 ? { ...(stored ?? { ru: '' }), ...texts } : undefined);
  const [row] = await tx
    .update(specialists)
    .set({
      fullName: merged(before.fullName, otherNames),
      specialty: merged(before.specialty, values.specialty),
      bio: merged(before.bio, values.bio),
      ...(values.languages && { languages: values.languages }),
      ...(values.experienceYears !== undefined && { experienceYears: values.experienceYears }),
      ...(values.isPublished !== undefined && { isPublished: values.isPublished }),
      updatedAt: new Date(),
      version: sql`${specialists.version} + 1`,
    })
    .where(and(eq(specialists.id, before.id), eq(specialists.companyId, actor.companyId)))
    .returning();
  await recordTranslationSources(tx, actor.companyId, 'doctor', row.id, doctorTexts(before), doctorTexts(row));
  await recordAudit(tx, { ...actor, action: 'doctor.update', targetId: row.id, details: { slug: row.slug, title: auditTitle(row.fullName), changes: auditChanges(asInput(before), asInput(row), DOCTOR_FIELDS), imported: true } });
}
