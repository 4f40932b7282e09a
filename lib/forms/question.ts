import { questions } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { questionMails, STAFF_LOCALE } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import { inboxItemUrl } from '@/lib/tenants/inbox-link';
import type { Company } from '@/lib/tenants/types';
import { recordConsent } from '@/lib/consents/record';
import type { QuestionData } from './schemas';
import type { FormSender } from './sender';

/**
 * Stores a visitor's question (linked to the signed-in patient, if any) and the consent given
 * with it, then queues the notice to the clinic's issues e-mail and the visitor's
 * confirmation, all in one transaction. Returns the question id.
 */
export async function createQuestion(company: Company, input: QuestionData, locale: Locale, sender: FormSender = { userId: null, site: '' }): Promise<number> {
  return inMailTransaction(async (db, queueMail) => {
    const [question] = await db
      .insert(questions)
      .values({ companyId: company.id, name: input.name, email: input.email, phone: input.phone ?? null, text: input.text, locale, userId: sender.userId })
      .returning();
    await recordConsent({ purpose: 'question', subjectId: question.id, site: sender.site, locale, userId: sender.userId, companyId: company.id }, db);
    for (const mail of questionMails({ company, locale, question, staffLink: inboxItemUrl(publicBaseUrl(), STAFF_LOCALE, company.code, 'questions', question.id) })) {
      await queueMail(mail, { questionId: question.id, companyCode: company.code });
    }
    return question.id;
  });
}
