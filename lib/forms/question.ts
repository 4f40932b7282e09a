import { questions } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { questionMails } from '@/lib/mail/templates';
import type { Company } from '@/lib/tenants/types';
import type { QuestionData } from './schemas';

/**
 * Stores a visitor's question, then queues the notice to the clinic's issues e-mail and
 * the visitor's confirmation, all in one transaction. Returns the question id.
 */
export async function createQuestion(company: Company, input: QuestionData, locale: Locale): Promise<number> {
  return inMailTransaction(async (db, queueMail) => {
    const [question] = await db
      .insert(questions)
      .values({ companyId: company.id, name: input.name, email: input.email, phone: input.phone ?? null, text: input.text, locale })
      .returning();
    for (const mail of questionMails({ company, locale, question })) {
      await queueMail(mail, { questionId: question.id, companyCode: company.code });
    }
    return question.id;
  });
}
