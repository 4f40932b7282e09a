import { desc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@/lib/dates/time-zones';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, questions, specialists } from '@/lib/db/schema';
import { pickLocalized, type LocalizedText } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { companySites } from './companies';

export type RequestStatus = 'new' | 'in_progress' | 'done';

/**
 * The patient's own appointment requests and questions, newest first, with their status and the
 * clinic's answer; each names its clinic (name, address, site) and a request its doctor, in the
 * language the clinic's name is shown in (the caller's when the clinic offers it, else Russian).
 */
export async function listOwnRequests(userId: number, locale: Locale) {
  const db = getDb();
  const appointments = await db
    .select({
      id: appointmentRequests.id,
      companyId: appointmentRequests.companyId,
      createdAt: appointmentRequests.createdAt,
      preferredDate: appointmentRequests.preferredDate,
      comment: appointmentRequests.comment,
      status: appointmentRequests.status,
      specialistName: specialists.fullName,
      specialistSpecialty: specialists.specialty,
    })
    .from(appointmentRequests)
    // A doctor deleted since is no longer named (the column is set null); "any doctor" is null too.
    .leftJoin(specialists, eq(specialists.id, appointmentRequests.specialistId))
    .where(eq(appointmentRequests.userId, userId))
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(500);
  const asked = await db
    .select({ id: questions.id, companyId: questions.companyId, createdAt: questions.createdAt, text: questions.text, status: questions.status, answer: questions.answer, answeredAt: questions.answeredAt })
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(500);
  const sites = await companySites([...appointments, ...asked].map((row) => row.companyId), locale);
  const site = (companyId: number) => ({ companyName: sites.get(companyId)?.name ?? '', companyAddress: sites.get(companyId)?.address ?? null, siteUrl: sites.get(companyId)?.siteUrl ?? '', companyTimeZone: sites.get(companyId)?.timeZone ?? DEFAULT_TIME_ZONE });
  const inSiteLanguage = (companyId: number, value: LocalizedText | null) => (value ? pickLocalized(value, sites.get(companyId)?.locale ?? 'ru').trim() || null : null);
  return {
    appointments: appointments.map(({ companyId, createdAt, specialistName, specialistSpecialty, ...row }) => ({
      ...row,
      ...site(companyId),
      specialist: specialistName ? { name: inSiteLanguage(companyId, specialistName) ?? '', specialty: inSiteLanguage(companyId, specialistSpecialty) } : null,
      createdAt: createdAt.toISOString(),
      status: row.status as RequestStatus,
    })),
    questions: asked.map(({ companyId, createdAt, answeredAt, answer, status, ...row }) => ({
      ...row,
      ...site(companyId),
      createdAt: createdAt.toISOString(),
      status: status as RequestStatus,
      // The answer shows once the clinic has given it.
      answer: answer ?? null,
      answeredAt: answeredAt?.toISOString() ?? null,
    })),
  };
}
