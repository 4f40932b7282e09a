import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, questions } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { companySites } from './companies';

export type RequestStatus = 'new' | 'in_progress' | 'done';

/** The patient's own appointment requests and questions, newest first, with their status and the clinic's answer. */
export async function listOwnRequests(userId: number, locale: Locale) {
  const db = getDb();
  const appointments = await db
    .select({ id: appointmentRequests.id, companyId: appointmentRequests.companyId, createdAt: appointmentRequests.createdAt, preferredDate: appointmentRequests.preferredDate, comment: appointmentRequests.comment, status: appointmentRequests.status })
    .from(appointmentRequests)
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
  const site = (companyId: number) => ({ companyName: sites.get(companyId)?.name ?? '', siteUrl: sites.get(companyId)?.siteUrl ?? '' });
  return {
    appointments: appointments.map(({ companyId, createdAt, ...row }) => ({ ...row, ...site(companyId), createdAt: createdAt.toISOString(), status: row.status as RequestStatus })),
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
