'use client';

import { useParams } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { siteKind } from '@/lib/tenants/hosts';
import { companyHomeLink } from '@/lib/tenants/links';

/**
 * The home an error page returns to, from the internal route params: the company home
 * inside a company site (`/l/{slug}` or `/` on its own host), else the platform home.
 */
export function useHomeHref(): string {
  const params = useParams<{ locale?: string; site?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const site = params?.site ? decodeURIComponent(params.site) : '';
  const kind = siteKind(site);
  if (!kind) return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
  return companyHomeLink({ locale, companySlug: site, isExternalHost: kind === 'host' });
}
