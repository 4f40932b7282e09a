import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { specialists } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log';
import { asDescriptor, deleteResponsiveImage, largestUrl, retireResponsiveImage, type ResponsiveImageDescriptor } from '@/lib/storage/responsive';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import type { DoctorCreate, DoctorUpdate } from './schemas';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import type { LocalizedInput } from '../../localized';
import { firstFreeSlug, slugFromTitle } from '../slug';
import { DOCTOR_PHOTO_SPEC, storeUploadedResponsiveImage } from '../../uploaded-images';
import { recordTranslationSources } from '../../translations';

/** A doctor's translated texts as the translation marks name them. */
export const doctorTexts = (row: Pick<DoctorRow, 'fullName' | 'specialty' | 'bio'>) => ({ full_name: row.fullName, specialty: row.specialty, bio: row.bio });

export type DoctorRow = typeof specialists.$inferSelect;
type SiteCompany = { slug: string; domains: string[]; locales: Locale[] };

const notFound = () => new BusinessError(404, 'doctor_not_found');
const slugTaken = () => new BusinessError(400, 'invalid_input', {}, { slug: ['doctor_slug_taken'] });

/** The fields of the form, as sent and as compared for a conflict and the audit. */
export const DOCTOR_FIELDS = ['full_name', 'specialty', 'education', 'services', 'schedule', 'bio', 'slug', 'languages', 'experience_years', 'published'] as const;

const localized = (text: LocalizedText | null) => ({ ...(text ?? {}), ru: text?.ru ?? '' });
const optionalText = (input: LocalizedInput | undefined) => (input && Object.keys(input).length ? toLocalized(input) : null);

/** A row in the body's own shape (snake_case), to compare with what an editor sent. */
export function asInput(row: DoctorRow): Record<(typeof DOCTOR_FIELDS)[number], unknown> {
  return {
    full_name: row.fullName,
    specialty: row.specialty,
    education: row.education,
    services: row.services,
    schedule: row.schedule,
    bio: row.bio,
    slug: row.slug,
    languages: row.languages,
    experience_years: row.experienceYears,
    published: row.isPublished,
  };
}

/** A doctor as the editor sees it. */
export function doctorToWire(row: DoctorRow, company: SiteCompany, locale: Locale) {
  const pageLocale = company.locales.includes(locale) ? locale : 'ru';
  const image = asDescriptor(row.photoImage);
  return {
    ID: row.id,
    SLUG: row.slug,
    FULL_NAME: localized(row.fullName),
    SPECIALTY: localized(row.specialty),
    EDUCATION: localized(row.education),
    SERVICES: localized(row.services),
    SCHEDULE: localized(row.schedule),
    BIO: localized(row.bio),
    LANGUAGES: row.languages,
    EXPERIENCE_YEARS: row.experienceYears,
    PUBLISHED: row.isPublished,
    POSITION: row.position,
    VERSION: row.version,
    PHOTO: image ? largestUrl(image) : row.photo,
    PHOTO_IMAGE: image,
    URL: absoluteSiteUrl(canonicalAddress(company), pageLocale, `specialists/${encodeURIComponent(row.slug)}`),
  };
}

/** The company's doctors in the site's order, unpublished ones included. */
export async function listEditorDoctors(companyId: number): Promise<DoctorRow[]> {
  return getDb().select().from(specialists).where(eq(specialists.companyId, companyId)).orderBy(asc(specialists.position), asc(specialists.id));
}

/** One doctor of the company, or 404 doctor_not_found (also for another company's). */
export async function getEditorDoctor(companyId: number, id: number, db: Pick<Database, 'select'> = getDb()): Promise<DoctorRow> {
  const [row] = await db
    .select()
    .from(specialists)
    .where(and(eq(specialists.id, id), eq(specialists.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function isSlugTaken(db: Pick<Database, 'select'>, companyId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.companyId, companyId), eq(specialists.slug, slug), exceptId ? ne(specialists.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

const actorOf = (member: BusinessMember, targetId: number) => ({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId });

function checkLocales(input: Omit<DoctorCreate, 'full_name' | 'specialty'> & Partial<Pick<DoctorCreate, 'full_name' | 'specialty'>>, locales: readonly Locale[]) {
  checkOfferedLocales({ full_name: input.full_name, specialty: input.specialty, education: input.education, services: input.services, schedule: input.schedule, bio: input.bio }, locales);
}

/** A new doctor (specialists.edit), last in the order; the slug is made from the Russian name when none is given. Audited as doctor.create. */
export async function createDoctor(member: BusinessMember, input: DoctorCreate): Promise<DoctorRow> {
  const company = await editorCompany(member);
  checkLocales(input, company.locales);
  let created: DoctorRow;
  try {
    created = await getDb().transaction(async (tx) => {
      if (input.slug && (await isSlugTaken(tx, member.company.id, input.slug))) throw slugTaken();
      const slug = input.slug ?? (await firstFreeSlug(slugFromTitle(input.full_name.ru ?? '') || 'doctor', (candidate) => isSlugTaken(tx, member.company.id, candidate)));
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${specialists.position}) + 1, 0)::int` })
        .from(specialists)
        .where(eq(specialists.companyId, member.company.id));
      const [row] = await tx
        .insert(specialists)
        .values({
          companyId: member.company.id,
          slug,
          fullName: toLocalized(input.full_name),
          specialty: toLocalized(input.specialty),
          education: optionalText(input.education),
          services: optionalText(input.services),
          schedule: optionalText(input.schedule),
          bio: optionalText(input.bio),
          languages: input.languages ?? [],
          experienceYears: input.experience_years ?? null,
          isPublished: input.published ?? true,
          position: next,
        })
        .returning();
      await recordAudit(tx, { ...actorOf(member, row.id), action: 'doctor.create', details: { slug, name: row.fullName.ru, title: auditTitle(row.fullName) } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  // The platform directory lists the clinics' specialties: a published doctor's is among them.
  await invalidateCompany(member.company.code, { sections: ['doctors'], directory: created.isPublished });
  return created;
}

/**
 * An edit (specialists.edit) made from `version`: the fields sent replace the stored ones (the
 * slug stays unless sent). One statement checks the version and writes; a row moved on since is
 * 409 edit_conflict with the doctor as stored and the fields that differ. Audited as doctor.update
 * with before and after of each changed field.
 */
export async function updateDoctor(member: BusinessMember, id: number, input: DoctorUpdate): Promise<DoctorRow> {
  const company = await editorCompany(member);
  checkLocales(input, company.locales);
  let updated: DoctorRow;
  try {
    updated = await getDb().transaction(async (tx) => {
      const before = await getEditorDoctor(member.company.id, id, tx);
      if (input.slug && input.slug !== before.slug && (await isSlugTaken(tx, member.company.id, input.slug, id))) throw slugTaken();
      const values = {
        ...(input.full_name && { fullName: toLocalized(input.full_name) }),
        ...(input.specialty && { specialty: toLocalized(input.specialty) }),
        ...(input.education !== undefined && { education: optionalText(input.education) }),
        ...(input.services !== undefined && { services: optionalText(input.services) }),
        ...(input.schedule !== undefined && { schedule: optionalText(input.schedule) }),
        ...(input.bio !== undefined && { bio: optionalText(input.bio) }),
        ...(input.slug && { slug: input.slug }),
        ...(input.languages !== undefined && { languages: input.languages }),
        ...(input.experience_years !== undefined && { experienceYears: input.experience_years }),
        ...(input.published !== undefined && { isPublished: input.published }),
        updatedAt: new Date(),
        version: sql`${specialists.version} + 1`,
      };
      const [row] = await tx
        .update(specialists)
        .set(values)
        .where(and(eq(specialists.id, id), eq(specialists.companyId, member.company.id), eq(specialists.version, input.version)))
        .returning();
      if (!row) {
        const current = await getEditorDoctor(member.company.id, id, tx);
        throw new EditConflictError({ version: current.version, current: doctorToWire(current, company, 'ru'), changed: differingFields(asInput(current), input) });
      }
      await recordTranslationSources(tx, member.company.id, 'doctor', id, doctorTexts(before), doctorTexts(row));
      await recordAudit(tx, { ...actorOf(member, id), action: 'doctor.update', details: { slug: row.slug, title: auditTitle(row.fullName), changes: auditChanges(asInput(before), asInput(row), DOCTOR_FIELDS) } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  await invalidateCompany(member.company.code, { sections: ['doctors'], directory: input.specialty !== undefined || input.published !== undefined });
  return updated;
}

/** Deletes a doctor (specialists.edit); reviews and requests naming them stay (their specialist_id is set null); the photo's files go. Audited as doctor.delete. */
export async function deleteDoctor(member: BusinessMember, id: number): Promise<void> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(specialists)
      .where(and(eq(specialists.id, id), eq(specialists.companyId, member.company.id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, { ...actorOf(member, id), action: 'doctor.delete', details: { slug: row.slug, name: row.fullName.ru, title: auditTitle(row.fullName) } });
    return row;
  });
  await invalidateCompany(member.company.code, { sections: ['doctors'], directory: deleted.isPublished });
  await retireResponsiveImage(member.company.id, asDescriptor(deleted.photoImage));
}

/**
 * Sets a doctor's photo from an upload (specialists.edit): the doctor is looked up first (404
 * before any decoding), the file checked by its bytes and stored as AVIF/WebP variants; the old
 * photo's files go once cached pages cannot show them. `null` removes the photo. The version is
 * not raised (the photo is no field of the form). Audited as doctor.photo.
 */
export async function setDoctorPhoto(member: BusinessMember, id: number, upload: unknown | null): Promise<DoctorRow> {
  const current = await getEditorDoctor(member.company.id, id);
  let stored: ResponsiveImageDescriptor | null = null;
  if (upload !== null) stored = await storeUploadedResponsiveImage({ userId: member.user.id, companyId: member.company.id }, DOCTOR_PHOTO_SPEC, upload);
  let before: DoctorRow;
  let after: DoctorRow;
  try {
    [before, after] = await getDb().transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(specialists)
        .where(and(eq(specialists.id, id), eq(specialists.companyId, member.company.id)))
        .for('update');
      if (!locked) throw notFound();
      const [row] = await tx
        .update(specialists)
        .set({ photoImage: stored, photo: null, updatedAt: new Date() })
        .where(eq(specialists.id, id))
        .returning();
      await recordAudit(tx, { ...actorOf(member, id), action: 'doctor.photo', details: { slug: row.slug, title: auditTitle(row.fullName), removed: stored === null } });
      return [locked, row] as const;
    });
  } catch (error) {
    await deleteResponsiveImage(stored);
    throw error;
  }
  await invalidateCompany(member.company.code, { sections: ['doctors'] });
  try {
    await retireResponsiveImage(member.company.id, asDescriptor(before.photoImage));
  } catch (error) {
    logger.warn({ err: error, id }, 'doctors: the old photo could not be retired');
  }
  void current;
  return after;
}

/**
 * The site's order of the doctors (specialists.edit): `ids` must be every doctor of the company
 * once (else 400 doctor_order_mismatch: a colleague added or deleted one meanwhile). Audited as doctor.order.
 */
export async function orderDoctors(member: BusinessMember, ids: number[]): Promise<DoctorRow[]> {
  await getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: specialists.id, position: specialists.position })
      .from(specialists)
      .where(eq(specialists.companyId, member.company.id))
      .orderBy(asc(specialists.position), asc(specialists.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new BusinessError(400, 'invalid_input', {}, { ids: ['order_mismatch'] });
    }
    const before = rows.map((row) => row.id);
    if (before.every((id, index) => ids[index] === id) && rows.every((row, index) => row.position === index)) return;
    for (const [position, id] of ids.entries()) await tx.update(specialists).set({ position }).where(eq(specialists.id, id));
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'doctor.order', targetId: null, details: { changes: { order: { before, after: ids } } } });
  });
  await invalidateCompany(member.company.code, { sections: ['doctors'] });
  return listEditorDoctors(member.company.id);
}
