import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { listedPageMetadata } from './page-locales';
import { siteFromParams } from './site-from-params';

type SectionNamespace = 'Specialists' | 'News' | 'Reviews' | 'Gallery' | 'Director' | 'Appointment' | 'AskQuestion' | 'InsuranceCheck';

/**
 * A section page's metadata: the clinic's menu name for the section, else the product's own title;
 * the page's own description when it has one, else the company's.
 */
export async function sectionMetadata(params: Promise<SiteParams>, slug: string, namespace: SectionNamespace, description?: string | null): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace });
  return listedPageMetadata(site, { path: slug, title: sectionTitle(site, slug, t('title')), description });
}
