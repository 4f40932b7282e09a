import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { PrivacyPolicy, privacyOperator } from '@/components/site/privacy-policy';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'Privacy' });
  return pageMetadata(site, { path: 'privacy', title: t('title'), description: t('description', { operator: privacyOperator(site) }) });
}

/** The clinic's privacy policy (issue 31): /privacy on every clinic site, linked from the footer and every consent box. */
export default async function PrivacyPage({ params }: Props) {
  const site = await loadSitePage(params, 'privacy');
  const t = await getTranslations({ locale: site.locale, namespace: 'Privacy' });
  return (
    <>
      <JsonLd data={breadcrumbsJsonLd(site, [{ name: t('title'), path: 'privacy' }])} />
      <PrivacyPolicy site={site} />
    </>
  );
}
