import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/i18n/localized';
import { displayPhone } from '@/lib/phone/normalize';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import type { HomeBlocks } from '@/lib/tenants/site-blocks';
import { recordAudit } from '@/lib/business/audit';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import type { LocalizedInput } from '../../localized';
import type { ContactsUpdate, HomeUpdate } from './schemas';
import { homeFields, recordTranslationSources } from '../../translations';

type CompanyRow = typeof companies.$inferSelect;

const coordinate = (value: string | null) => (value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** The contacts as the editor reads them: phones stored (E.164) and as the site shows them. */
export function contactsToWire(row: CompanyRow) {
  return {
    version: row.version,
    phones: row.phones,
    phones_display: row.phones.map(displayPhone),
    emails: row.emails.length > 0 ? row.emails : row.email ? [row.email] : [],
    address: row.address ?? { ru: '' },
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    opening_hours: row.openingHours ?? null,
    working_hours: row.workingHours ?? { ru: '' },
  };
}
export type ContactsWire = ReturnType<typeof contactsToWire>;

/** The home blocks as the editor reads them. */
export function homeToWire(row: CompanyRow) {
  const home = row.home ?? {};
  return { version: row.version, headline: home.headline ?? { ru: '' }, text: home.text ?? { ru: '' }, highlights: home.highlights ?? [] };
}
export type HomeWire = ReturnType<typeof homeToWire>;

async function companyRow(db: Pick<Database, 'select'>, companyId: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw new BusinessError(404, 'company_not_found');
  return row;
}

export const getContacts = async (companyId: number) => contactsToWire(await companyRow(getDb(), companyId));
export const getHome = async (companyId: number) => homeToWire(await companyRow(getDb(), companyId));

/** A localized text as stored: null when no locale has a text. */
const storedText = (input: LocalizedInput): LocalizedText | null => (Object.keys(input).length > 0 ? toLocalized(input) : null);

/**
 * One versioned save of a company's columns: `UPDATE … SET …, version = version + 1 WHERE id AND
 * version`; a company moved on since is 409 edit_conflict with the stored state (as `toWire`) and
 * the sent fields that differ. Audited with before and after of the changed fields.
 */
async function versionedSave<W extends Record<string, unknown>>(
  member: BusinessMember,
  version: number,
  sent: Record<string, unknown>,
  values: Partial<CompanyRow>,
  toWire: (row: CompanyRow) => W,
  audit: { action: 'company.contacts' | 'home.update'; fields: readonly string[] },
  /** Whether the platform directory lists something the save changed (the address, the phones). */
  listed: (before: CompanyRow, after: CompanyRow) => boolean = () => false,
): Promise<W> {
  let directory = false;
  const saved = await getDb().transaction(async (tx) => {
    const before = await companyRow(tx, member.company.id);
    const [row] = await tx
      .update(companies)
      .set({ ...values, version: sql`${companies.version} + 1`, updatedAt: new Date() })
      .where(and(eq(companies.id, member.company.id), eq(companies.version, version)))
      .returning();
    if (!row) {
      const current = toWire(before);
      throw new EditConflictError({ version: before.version, current, changed: differingFields(current, sent) });
    }
    await recordTranslationSources(tx, member.company.id, 'home', 0, homeFields(before.home), homeFields(row.home));
    await recordTranslationSources(tx, member.company.id, 'clinic', 0, { address: before.address }, { address: row.address });
    await recordAudit(tx, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action: audit.action,
      targetId: member.company.id,
      details: { changes: auditChanges(toWire(before), toWire(row), audit.fields) },
    });
    directory = listed(before, row);
    return row;
  });
  await invalidateCompany(member.company.code, { directory });
  return toWire(saved);
}

const CONTACT_FIELDS = ['phones', 'emails', 'address', 'latitude', 'longitude', 'opening_hours', 'working_hours'] as const;

/**
 * Contacts and hours (company.edit): the fields sent replace the stored ones. Phones are stored
 * in E.164 and shown in their national grouping; the first e-mail is also EMAIL (older readers).
 * Audited as company.contacts with what changed.
 */
export async function updateContacts(member: BusinessMember, input: ContactsUpdate): Promise<ContactsWire> {
  const company = await editorCompany(member);
  checkOfferedLocales({ address: input.address, working_hours: input.working_hours }, company.locales);
  const { version, ...sent } = input;
  const values: Partial<CompanyRow> = {
    ...(input.phones !== undefined && { phones: input.phones }),
    ...(input.emails !== undefined && { emails: input.emails, email: input.emails[0] ?? null }),
    ...(input.address !== undefined && { address: storedText(input.address) }),
    ...(input.latitude !== undefined && { latitude: input.latitude === null ? null : String(input.latitude) }),
    ...(input.longitude !== undefined && { longitude: input.longitude === null ? null : String(input.longitude) }),
    ...(input.opening_hours !== undefined && { openingHours: input.opening_hours }),
    ...(input.working_hours !== undefined && { workingHours: storedText(input.working_hours) }),
  };
  return versionedSave(member, version, sent, values, contactsToWire, { action: 'company.contacts', fields: CONTACT_FIELDS }, (before, after) =>
    (['address', 'phones'] as const).some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])),
  );
}

/** The home page's blocks (content.edit), replaced as a whole; audited as home.update with what changed. */
export async function updateHome(member: BusinessMember, input: HomeUpdate): Promise<HomeWire> {
  const company = await editorCompany(member);
  const texts: Record<string, LocalizedInput> = { headline: input.headline, text: input.text };
  input.highlights.forEach((item, index) => (texts[`highlights.${index}`] = item));
  checkOfferedLocales(texts, company.locales);
  const { version, ...sent } = input;
  const home: HomeBlocks = { headline: storedText(input.headline), text: storedText(input.text), highlights: input.highlights.map((item) => toLocalized(item)) };
  return versionedSave(member, version, sent, { home }, homeToWire, { action: 'home.update', fields: ['headline', 'text', 'highlights'] });
}
