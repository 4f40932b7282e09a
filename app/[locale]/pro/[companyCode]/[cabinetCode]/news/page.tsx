import { NewsPage } from '@/components/pro/news/news-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessNews.title);

/** The business area: the news editor (content.edit). */
export default function ProNewsPage() {
  return <NewsPage />;
}
