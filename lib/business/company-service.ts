import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, businessAccounts, companies } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { companyNotFound } from '@/lib/tenants/api-site';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { findCompanyByCode } from '@/lib/tenants/queries';
import type { CompanyUpdate } from './company-schemas';
import { requireCompanyPermission } from './permissions';

/** Applies a business user's edit of company settings, audits it and expires the company's cache. */
export async function updateCompanySettings(userId: number, input: CompanyUpdate) {
  const company = await findCompanyByCode(input.COMPANY_CODE);
  if (!company) throw companyNotFound();
  await requireCompanyPermission(userId, company.id, 'company.edit');

  const name: LocalizedText = { ...company.name };
  if (input.COMPANY_NAME !== undefined) name.ru = input.COMPANY_NAME;
  const others = { kk: input.COMPANY_NAME_KK, uz: input.COMPANY_NAME_UZ, en: input.COMPANY_NAME_EN } as const;
  for (const [locale, value] of Object.entries(others) as [keyof typeof others, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value) name[locale] = value;
    else delete name[locale];
  }
  const changes = {
    name,
    ...(input.FRONT_LANDING_TEMPLATE_ID !== undefined && { templateId: input.FRONT_LANDING_TEMPLATE_ID }),
    ...(input.EMAIL_FOR_ISSUES !== undefined && { emailForIssues: input.EMAIL_FOR_ISSUES || null }),
    ...(input.is_active_online_entry !== undefined && { isActiveOnlineEntry: input.is_active_online_entry }),
    updatedAt: new Date(),
  };
  await getDb().transaction(async (tx) => {
    await tx.update(companies).set(changes).where(eq(companies.id, company.id));
    // SPEC 4: the issue e-mail is the business account's; the company keeps it as the fallback.
    if (input.EMAIL_FOR_ISSUES !== undefined) {
      await tx.update(businessAccounts).set({ emailForIssues: input.EMAIL_FOR_ISSUES || null }).where(eq(businessAccounts.companyId, company.id));
    }
    await tx.insert(auditLog).values({ userId, companyId: company.id, action: 'company.update', details: { fields: Object.keys(input) } });
  });
  invalidateCompany(company.code);
  return (await findCompanyByCode(company.code))!;
}
