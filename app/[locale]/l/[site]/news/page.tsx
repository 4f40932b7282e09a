import type { Metadata } from 'next';
import { NewsIndexView } from '@/components/news/news-index-view';
import { SubscribeNewsButton } from '@/components/profile/subscribe-news-button';
import { MESSAGES } from '@/lib/i18n/message-files';
import { loadNewsIndex } from '@/lib/content/news/load';
import { newsIndexMetadata } from '@/lib/content/news/metadata';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsIndexMetadata(params);
}

/** News: every category with its latest items (SPEC 2.2 /news). */
export default async function NewsPage({ params }: Props) {
  const site = await loadSitePage(params, 'news');
  const texts = MESSAGES[site.locale].ProfileSubscriptions;
  const subscribe = <SubscribeNewsButton companyCode={site.company.code} siteSlug={site.links.isExternalHost ? undefined : site.company.slug} texts={{ ...texts.button, emailRequired: texts.errors.email_required }} />;
  return <NewsIndexView site={site} categories={await loadNewsIndex(site)} actions={subscribe} />;
}
