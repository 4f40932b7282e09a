import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InsuranceStatusView } from '@/components/insurance/insurance-status-view';
import { findMaterialFor, SECTION_MATERIALS } from '@/lib/content/materials/service';
import { isOsmsProviderConfigured } from '@/lib/insurance/provider';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'InsuranceCheck' });
  return sectionMetadata(params, 'determine', 'InsuranceCheck', t('description'));
}

/** Determine insurance status (SPEC 2.3, type 11): the OSMS check by IIN and the clinic's own text (material `determine`), if any. */
export default async function DeterminePage({ params }: Props) {
  const site = await loadSitePage(params, 'determine');
  const material = await findMaterialFor(site, SECTION_MATERIALS.determine);
  return <InsuranceStatusView site={site} material={material} providerConfigured={isOsmsProviderConfigured()} />;
}
