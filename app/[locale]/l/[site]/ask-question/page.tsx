import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { QuestionForm } from '@/components/forms/question-form';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'ask-question', 'AskQuestion');
}

/** Ask a question (SPEC 2.2); only when the company has an issues e-mail (SPEC 2.5). */
export default async function AskQuestionPage({ params }: Props) {
  const site = await loadSitePage(params, 'ask-question');
  // The menu check redirects first; this guards a menu that still lists the section.
  if (!site.company.emailForIssues) notFound();
  const t = await getTranslations({ locale: site.locale, namespace: 'AskQuestion' });
  const messages = MESSAGES[site.locale];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-bold">{sectionTitle(site, 'ask-question', t('title'))}</h1>
      <p className="mb-6 max-w-2xl text-muted">{t('intro')}</p>
      <div className="max-w-xl">
        <QuestionForm companyCode={site.company.code} clinicName={pickLocalized(site.company.name, site.locale)} texts={messages.AskQuestion} errorTexts={messages.FormErrors} />
      </div>
    </article>
  );
}
