import type { Metadata } from 'next';
import { NewsPage } from '@/components/pro/news/news-page';
import { isLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessNews.title };
}

/** The business area: the news editor (content.edit). */
export default function ProNewsPage() {
  return <NewsPage />;
}
