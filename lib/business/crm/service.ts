import { count, desc, eq, type SQL } from 'drizzle-orm';
import { fullName } from '@/lib/auth/user-wire';
import { getDb } from '@/lib/db/client';
import { companies, serviceRequests } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { spend } from '@/lib/security/rate-limit';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { recordAudit } from '@/lib/business/audit';
import { isCompanyMember } from '../companies';
import { BusinessError } from '../errors';
import type { SignedInUser } from '../guard';
import { serviceRequestMail } from './mail';
import type { Service } from './service-names';
import { requireCompanyPermission } from '../permissions';

export { SERVICES, type Service } from './service-names';

/** Where service requests are mailed: PLATFORM_STAFF_EMAIL (the dev outbox shows them without it). */
export const platformStaffEmail = () => process.env.PLATFORM_STAFF_EMAIL?.trim() || 'staff@clinic-sites.local';

/**
 * Platform staff: signed-in users whose confirmed e-mail is listed in PLATFORM_ADMIN_EMAILS
 * (comma-separated). Nobody is staff when it is unset.
 */
export function isPlatformStaff(user: Pick<SignedInUser, 'email' | 'emailConfirmedAt'>): boolean {
  const listed = (process.env.PLATFORM_ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return Boolean(user.email && user.emailConfirmedAt && listed.includes(user.email.toLowerCase()));
}

export type ServiceRequestInput = { company_code: string; service: Service; message: string; contact_name?: string; contact_phone?: string; contact_email?: string };

/**
 * SPEC 7.2 POST /w-front/v1/crm/request_by_services: a member of a clinic with company.edit asks the
 * platform for a service. Stored, mailed to the platform staff address and audited in one
 * transaction; ten an hour per user. The contact defaults to the user's own name, e-mail and phone.
 */
export async function createServiceRequest(user: SignedInUser, input: ServiceRequestInput, locale: Locale) {
  const company = await findCompanyByCode(input.company_code);
  if (!company || !(await isCompanyMember(user.id, company.id))) throw new BusinessError(403, 'not_business_user');
  await requireCompanyPermission(user.id, company.id, 'company.edit');
  const contactEmail = input.contact_email || user.email;
  if (!contactEmail) throw new BusinessError(400, 'invalid_input', {}, { contact_email: ['required'] });
  await spend('serviceRequestUser', String(user.id));
  return inMailTransaction(async (db, queueMail) => {
    const [row] = await db
      .insert(serviceRequests)
      .values({
        companyId: company.id,
        userId: user.id,
        service: input.service,
        message: input.message,
        contactName: input.contact_name || fullName(user) || contactEmail,
        contactPhone: input.contact_phone || user.tel || null,
        contactEmail: contactEmail.toLowerCase(),
        locale,
      })
      .returning();
    await queueMail(serviceRequestMail({ to: platformStaffEmail(), request: { ...row, locale }, company }), { serviceRequestId: row.id, companyCode: company.code });
    await recordAudit(db, { userId: user.id, companyId: company.id, action: 'service_request.create', targetId: row.id, details: { service: input.service } });
    return { row, company };
  });
}

/** Service requests, newest first: every clinic's for the platform's staff, or one company's (`companyId`) for its members. */
export async function listServiceRequests(offset: number, limit: number, companyId?: number) {
  const db = getDb();
  const where: SQL | undefined = companyId === undefined ? undefined : eq(serviceRequests.companyId, companyId);
  const [{ total }] = await db.select({ total: count() }).from(serviceRequests).where(where);
  const items = await db
    .select({ request: serviceRequests, company: { code: companies.code, name: companies.name } })
    .from(serviceRequests)
    .leftJoin(companies, eq(companies.id, serviceRequests.companyId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .offset(offset)
    .limit(limit);
  return { total, items };
}
