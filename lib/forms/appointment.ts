import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, specialists } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { appointmentMails, STAFF_LOCALE } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import { inboxItemUrl } from '@/lib/tenants/inbox-link';
import { inMailTransaction } from '@/lib/mail/outbox';
import type { Company } from '@/lib/tenants/types';
import { recordConsent } from '@/lib/consents/record';
import type { AppointmentData } from './schemas';
import type { FormSender } from './sender';

/** The clinic's published specialists a visitor may choose in the appointment form. */
export async function listSpecialistChoices(companyId: number) {
  return getDb()
    .select({ id: specialists.id, slug: specialists.slug, fullName: specialists.fullName, specialty: specialists.specialty })
    .from(specialists)
    .where(and(eq(specialists.companyId, companyId), eq(specialists.isPublished, true)))
    .orderBy(asc(specialists.position), asc(specialists.id));
}

export type SpecialistChoice = Awaited<ReturnType<typeof listSpecialistChoices>>[number];

/** A published specialist of this company, or null (another clinic's id is as unknown as a missing one). */
export async function findSpecialistChoice(companyId: number, id: number) {
  const [row] = await getDb()
    .select({ id: specialists.id, fullName: specialists.fullName })
    .from(specialists)
    .where(and(eq(specialists.id, id), eq(specialists.companyId, companyId), eq(specialists.isPublished, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores an appointment request (linked to the signed-in patient, if any) and the consent given
 * with it, then queues the clinic's notice and the visitor's confirmation, all in one
 * transaction. Returns the request id.
 */
export async function createAppointmentRequest(
  company: Company,
  input: AppointmentData,
  locale: Locale,
  specialist: { id: number; fullName: Company['name'] } | null,
  sender: FormSender = { userId: null, site: '' },
): Promise<number> {
  return inMailTransaction(async (db, queueMail) => {
    const [request] = await db
      .insert(appointmentRequests)
      .values({
        companyId: company.id,
        specialistId: specialist?.id ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        preferredDate: input.preferredDate ?? null,
        comment: input.comment ?? null,
        locale,
        userId: sender.userId,
      })
      .returning();
    await recordConsent({ purpose: 'appointment', subjectId: request.id, site: sender.site, locale, userId: sender.userId, companyId: company.id }, db);
    for (const mail of appointmentMails({ company, locale, request, specialistName: specialist?.fullName ?? null, staffLink: inboxItemUrl(publicBaseUrl(), STAFF_LOCALE, company.code, 'appointments', request.id) })) {
      await queueMail(mail, { appointmentRequestId: request.id, companyCode: company.code });
    }
    return request.id;
  });
}
