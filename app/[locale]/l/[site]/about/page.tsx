import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/content/paragraphs';
import { pickLocalized } from '@/lib/i18n/localized';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'ru', namespace: 'About' });
  return { title: t('title') };
}

/** About the company. */
export default async function AboutPage({ params }: Props) {
  const site = await loadSitePage(params, 'about');
  const t = await getTranslations({ locale: site.locale, namespace: 'About' });
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="mb-4 text-2xl font-bold">{sectionTitle(site, 'about', t('title'))}</h1>
      <Paragraphs text={pickLocalized(site.company.about, site.locale)} />
    </article>
  );
}
