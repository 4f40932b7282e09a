import { QuestionsView } from '@/components/pro/inbox/questions-view';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessInbox.questions.title);

/** A cabinet's patients' questions and the answers to them (questions.read). The cabinet layout loads the business-area state; the list loads in the browser. */
export default function Page() {
  return <QuestionsView />;
}
