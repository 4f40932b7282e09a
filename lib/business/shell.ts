import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { companyToWire, type companyWireSchema } from '@/lib/tenants/wire';
import type { z } from 'zod';
import { isCompanyMember, listBusinessAccounts, listMemberCabinets } from './companies';
import type { DashboardMember } from './inbox/dashboard';
import { findMembership } from './guard';
import type { Permission } from './permission-names';
import { permissionsObject } from './permissions';

/** SPEC 3 "Business account", as GET …/business/user/companies answers it. */
export type BusinessAccountWire = { COMPANY_CODE: string; COMPANY_SLUG: string; COMPANY_NAME: string; EMAIL_FOR_ISSUES: string | null; LOGO: string | null };
/** SPEC 3 "Cabinet", as GET …/business/user/cabinets answers it (with the permissions held in it). */
export type CabinetWire = { COMPANY_CABINET_CODE: number; NAME: string; PERMISSIONS: Permission[] };

export function businessAccountToWire(row: Awaited<ReturnType<typeof listBusinessAccounts>>[number], locale: Locale): BusinessAccountWire {
  return { COMPANY_CODE: row.code, COMPANY_SLUG: row.slug, COMPANY_NAME: pickLocalized(row.name, locale), EMAIL_FOR_ISSUES: row.emailForIssues, LOGO: row.logo };
}

export function cabinetToWire(row: Awaited<ReturnType<typeof listMemberCabinets>>[number]): CabinetWire {
  return { COMPANY_CABINET_CODE: row.code, NAME: row.name, PERMISSIONS: row.permissions };
}

/** The user's business accounts in the API's form. */
export async function businessAccountsWire(userId: number, locale: Locale): Promise<BusinessAccountWire[]> {
  return (await listBusinessAccounts(userId)).map((row) => businessAccountToWire(row, locale));
}

/**
 * What the business area's shell starts from, read on the server for the first HTML: SPEC 4's
 * loading order (the companies, the cabinets, the company, the permissions) by the same reads
 * and the same checks as the API's calls (user/companies, user/cabinets, company/{code},
 * get_access). `cabinetCode` is the active cabinet (SPEC 4: an unknown code opens the first);
 * `member` is what the cabinet's server-read parts (dashboard, counts) act for. A company the
 * user has no cabinet of is `notMember` (with the accounts, for the way back).
 */
export type ShellState =
  | { notMember: true; accounts: BusinessAccountWire[] }
  | {
      notMember: false;
      accounts: BusinessAccountWire[];
      cabinets: CabinetWire[];
      cabinetCode: number;
      company: z.infer<typeof companyWireSchema>;
      permissions: Record<Permission, boolean>;
      member: DashboardMember;
    };

export async function loadShellState(userId: number, locale: Locale, companyCode: string, cabinetCode: number): Promise<ShellState> {
  const accounts = await businessAccountsWire(userId, locale);
  const notMember = { notMember: true as const, accounts };
  if (!accounts.some((account) => account.COMPANY_CODE === companyCode)) return notMember;
  const cabinets = (await listMemberCabinets(userId, companyCode)).map(cabinetToWire);
  const active = cabinets.find((cabinet) => cabinet.COMPANY_CABINET_CODE === cabinetCode) ?? cabinets[0];
  const company = await findCompanyByCode(companyCode);
  if (!active || !company || !(await isCompanyMember(userId, company.id))) return notMember;
  // The permissions come from the membership of the active cabinet, as get_access reads them (cabinetGuard).
  const membership = await findMembership(userId, companyCode, String(active.COMPANY_CABINET_CODE));
  if (!membership) return notMember;
  return {
    notMember: false,
    accounts,
    cabinets,
    cabinetCode: active.COMPANY_CABINET_CODE,
    company: companyToWire(company),
    permissions: permissionsObject(membership.permissions),
    member: { company: membership.company, permissions: membership.permissions },
  };
}
