import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { pickLocalizedDoc, pickLocalizedPlainText } from '@/lib/content/rich-text/doc';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'About' });
  const about = pickLocalizedPlainText(site.company.about, site.locale).split(/\n\s*\n/)[0];
  return listedPageMetadata(site, { path: 'about', title: sectionTitle(site, 'about', t('title')), description: about });
}

/** About the company. */
export default async function AboutPage({ params }: Props) {
  const site = await loadSitePage(params, 'about');
  const t = await getTranslations({ locale: site.locale, namespace: 'About' });
  const title = sectionTitle(site, 'about', t('title'));
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <JsonLd data={breadcrumbsJsonLd(site, [{ name: title, path: 'about' }])} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <RichText doc={pickLocalizedDoc(site.company.about, site.locale)} />
    </article>
  );
}
