import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteRuntime } from '@/components/client/site-runtime';
import { LandingShell } from '@/components/site/landing-shell';
import { ApiConfigProvider } from '@/lib/api-client/api-config';
import { readBuildId } from '@/lib/build-id';
import { apiAuth } from '@/lib/http/config';
import { MESSAGES } from '@/lib/i18n/message-files';
import { siteMetadata } from '@/lib/seo/metadata';
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
  return siteMetadata(await loadSite(locale, siteParam));
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale, site: siteParam } = await params;
  const site = await loadSite(locale, siteParam);
  const messages = MESSAGES[site.locale];
  return (
    // The API client's config, once for the page (SPEC 7.1): islands read it, none takes it as props.
    <ApiConfigProvider config={{ apiAuth: apiAuth(), locale: site.locale }}>
      <LandingShell site={site}>{children}</LandingShell>
      {/* Texts as props: every page loads this island, and a message runtime would triple it. */}
      <SiteRuntime
        buildId={readBuildId()}
        texts={{ ...messages.Client, ...messages.Ui }}
        isExternalHost={site.links.isExternalHost}
        isCompanySite={site.company.isCompanySite}
      />
    </ApiConfigProvider>
  );
}
