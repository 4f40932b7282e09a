import type { Metadata } from 'next';
import { FormSectionPage } from '@/components/forms/form-section-page';
import { QuestionForm } from '@/components/forms/question-form';
import { privacyLink } from '@/lib/site/legal-footer';
import { MESSAGES } from '@/lib/i18n/message-files';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import type { SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'ask-question', 'AskQuestion');
}

/** Ask a question (SPEC 2.2); only when the company has an issues e-mail (SPEC 2.5). */
export default function AskQuestionPage({ params }: Props) {
  return (
    <FormSectionPage
      params={params}
      section={{
        slug: 'ask-question',
        namespace: 'AskQuestion',
        offered: (site) => Boolean(site.company.emailForIssues),
        form: (site, clinicName) => (
          <QuestionForm companyCode={site.company.code} clinicName={clinicName} policy={privacyLink(site)} texts={MESSAGES[site.locale].AskQuestion} errorTexts={MESSAGES[site.locale].FormErrors} />
        ),
      }}
    />
  );
}
