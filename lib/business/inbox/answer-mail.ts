import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { clinicInbox, clinicMailName, linkFreeName, mail, type Block, type OutgoingMail } from '@/lib/mail/templates';

type MailCompany = { code: string; name: LocalizedText; emailForIssues: string | null; email: string | null };

/** The clinic's answer to a patient's question, in the question's language (HTML and text); replies go to the clinic. */
export function questionAnswerMail(data: {
  company: MailCompany;
  locale: Locale;
  question: { id: number; name: string; email: string; text: string; answer: string; userId: number | null };
}): OutgoingMail {
  const { company, locale, question } = data;
  const t = translatorFor(locale, 'BusinessMail');
  const common = translatorFor(locale, 'Mail');
  const clinic = clinicMailName(company.name, locale);
  const blocks: Block[] = [
    { paragraph: common('greeting', { name: linkFreeName(question.name) }) },
    { paragraph: t('answer.intro', { id: question.id }) },
    { fields: [[t('answer.question'), question.text]] },
    { fields: [[t('answer.answer'), question.answer]] },
    ...(question.userId ? [{ paragraph: t('answer.profile') }] : []),
    { paragraph: common('signature', { clinic }) },
  ];
  return mail('question.answer', question.email, clinicInbox(company) ?? undefined, clinic, t('answer.subject', { id: question.id, clinic }), blocks);
}
