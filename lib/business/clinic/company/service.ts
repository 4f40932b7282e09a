import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, companies } from '@/lib/db/schema';
import { invalidateCompany, type InvalidateOptions } from '@/lib/tenants/invalidate';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { deletePublicFilesNow } from '@/lib/storage/public-files';
import { recordAudit } from '@/lib/business/audit';
import { companyColumns } from './fields';
import { retireCompanyFiles, storeCompanyFiles, type CompanyFiles } from './files';
import type { CompanyUpdate } from './schemas';
import { auditChanges } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import { requireCompanyPermission } from '../../permissions';
import { isUniqueViolation } from '@/lib/db/errors';

/** The columns a settings save may change: its audit says the before and after of each that did. */
const SETTINGS_FIELDS = ['name', 'slug', 'templateId', 'emailForIssues', 'timeZone', 'isActiveOnlineEntry', 'logo', 'faviconLink', 'email', 'phones', 'address', 'workingHours', 'legalName', 'taxId', 'licenseNumber', 'licenseDate', 'brandColor'] as const;

type CompanyRow = typeof companies.$inferSelect;
const differs = (before: CompanyRow, after: CompanyRow, field: keyof CompanyRow) => JSON.stringify(before[field]) !== JSON.stringify(after[field]);

/**
 * What a settings save changed, for the caches: a new slug changes what the old and the new slug
 * answer; a new name changes the languages the proxy offers; these and the logo, address and
 * phones are what the platform directory lists. The company's pages expire in any case.
 */
export function settingsChange(before: CompanyRow, after: CompanyRow): InvalidateOptions {
  return {
    sites: before.slug !== after.slug ? [before.slug, after.slug] : [],
    tenant: differs(before, after, 'name'),
    directory: (['logo', 'address', 'phones'] as const).some((field) => differs(before, after, field)),
  };
}

export const slugTaken = () => new BusinessError(400, 'slug_taken', {}, { COMPANY_SLUG: ['slug_taken'] });

/** Whether another company has this slug. */
export async function isSlugTaken(slug: string, exceptCompanyId?: number): Promise<boolean> {
  const where = exceptCompanyId === undefined ? eq(companies.slug, slug) : and(eq(companies.slug, slug), ne(companies.id, exceptCompanyId));
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(where).limit(1);
  return Boolean(row);
}

/**
 * A business user's edit of company settings (company.edit in any cabinet of the company):
 * applied, audited, and the company's cache expired (with the slug map when the slug changed).
 * Logo and favicon files (a multipart form) are checked only once the permission is: a stranger
 * makes the server decode nothing. A file wins over a link sent with it; replaced stored files
 * are deleted two days later (lib/storage/public-files.ts).
 */
export async function updateCompanySettings(userId: number, code: string, input: CompanyUpdate, files: CompanyFiles = {}) {
  const company = await findCompanyByCode(code);
  if (!company) throw new BusinessError(404, 'company_not_found', {}, { COMPANY_CODE: ['invalid'] });
  await requireCompanyPermission(userId, company.id, 'company.edit');
  const slugChanged = input.COMPANY_SLUG !== undefined && input.COMPANY_SLUG !== company.slug;
  if (slugChanged && (await isSlugTaken(input.COMPANY_SLUG!, company.id))) throw slugTaken();

  const [stored] = await getDb().select().from(companies).where(eq(companies.id, company.id));
  const uploaded = await storeCompanyFiles({ userId, companyId: company.id }, files);
  // The version moves on, so an open contacts editor sees this save as a conflict instead of undoing it.
  const changes = { ...companyColumns(input, stored), ...uploaded.columns, updatedAt: new Date(), version: sql`${companies.version} + 1` };
  let after: typeof stored;
  try {
    after = await getDb().transaction(async (tx) => {
      const [row] = await tx.update(companies).set(changes).where(eq(companies.id, company.id)).returning();
      // SPEC 4: the issue e-mail is the business account's; the company keeps it as the fallback.
      if (input.EMAIL_FOR_ISSUES !== undefined) {
        await tx.update(businessAccounts).set({ emailForIssues: input.EMAIL_FOR_ISSUES?.toLowerCase() ?? null }).where(eq(businessAccounts.companyId, company.id));
      }
      const fields = [
        ...Object.keys(input).filter((key) => key !== 'COMPANY_CODE' && (input as Record<string, unknown>)[key] !== undefined),
        ...(uploaded.columns.logo ? ['logo'] : []),
        ...(uploaded.columns.faviconLink ? ['favicon'] : []),
      ];
      await recordAudit(tx, { userId, companyId: company.id, action: 'company.update', targetId: company.id, details: { fields, changes: auditChanges(stored, row, SETTINGS_FIELDS) } });
      return row;
    });
  } catch (error) {
    await deletePublicFilesNow(uploaded.keys);
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  await invalidateCompany(company.code, settingsChange(stored, after));
  const updated = (await findCompanyByCode(company.code))!;
  await retireCompanyFiles(company.id, stored, updated);
  return updated;
}
