import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LandingShell } from '@/components/site/landing-shell';
import { pickLocalized } from '@/lib/i18n/localized';
import { loadSite } from '@/lib/site/load-site';

// Company pages are rendered once per internal URL (locale + company) and kept until the
// company's cache tag is invalidated by an edit (DESIGN "Budgets").
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale, site: siteParam } = await params;
  const site = await loadSite(locale, siteParam);
  const name = pickLocalized(site.company.name, site.locale);
  return {
    title: { default: name, template: `%s — ${name}` },
    description: pickLocalized(site.company.shortDescription, site.locale) || undefined,
    icons: site.company.faviconLink ? { icon: site.company.faviconLink } : undefined,
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale, site: siteParam } = await params;
  const site = await loadSite(locale, siteParam);
  return <LandingShell site={site}>{children}</LandingShell>;
}
