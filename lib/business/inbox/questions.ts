import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questions } from '@/lib/db/schema';
import { isLocale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import type { InboxChange } from './appointments';
import { countByStatus, inboxWhere, type InboxFilter } from './filter';
import { questionAnswerMail } from './answer-mail';

/** A page of the company's questions under a filter, newest first, with the counts per status. */
export async function listQuestions(companyId: number, filter: InboxFilter & { offset: number; limit: number }) {
  const where = inboxWhere(questions, questions.text, companyId, filter);
  const db = getDb();
  const [[{ total }], counts, items] = await Promise.all([
    db.select({ total: count() }).from(questions).where(where),
    countByStatus(questions, questions.text, companyId, filter),
    db.select().from(questions).where(where).orderBy(desc(questions.createdAt), desc(questions.id)).offset(filter.offset).limit(filter.limit),
  ]);
  return { total, counts, items };
}

/** Status and/or internal note of a question; audited. */
export async function updateQuestion(member: BusinessMember, id: number, change: InboxChange) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: questions.status })
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.companyId, member.company.id)))
      .for('update');
    if (!before) throw new BusinessError(404, 'question_not_found');
    const [row] = await tx
      .update(questions)
      .set({ ...(change.status && { status: change.status }), ...(change.note !== undefined && { note: change.note }), updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    await recordAudit(tx, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action: change.status && change.status !== before.status ? 'question.status' : 'question.note',
      targetId: id,
      details: { ...(change.status && { from: before.status, to: change.status }), ...(change.note !== undefined && { note: true }) },
    });
    return row;
  });
}

/**
 * The clinic answers a question: stored (questions.answer, answered_at; the patient's profile
 * shows it), the question is done, and the answer is mailed to the patient in the question's
 * language, all in one transaction. Answering again replaces the answer and mails it again.
 */
export async function answerQuestion(member: BusinessMember, id: number, answer: string) {
  const company = await findCompanyByCode(member.company.code);
  if (!company) throw new BusinessError(404, 'company_not_found');
  return inMailTransaction(async (db, queueMail) => {
    const [question] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.companyId, member.company.id)))
      .for('update');
    if (!question) throw new BusinessError(404, 'question_not_found');
    const [row] = await db.update(questions).set({ answer, answeredAt: new Date(), status: 'done', updatedAt: new Date() }).where(eq(questions.id, id)).returning();
    const locale = isLocale(question.locale) ? question.locale : 'ru';
    await queueMail(questionAnswerMail({ company, locale, question: { ...question, answer } }), { questionId: id, companyCode: company.code });
    await recordAudit(db, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action: 'question.answer',
      targetId: id,
      details: { again: question.answer !== null, from: question.status },
    });
    return row;
  });
}
