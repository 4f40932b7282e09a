import type { Locale } from '@/lib/i18n/locales';
import { hostOrigin } from '@/lib/seo/urls';
import { siteLink } from '@/lib/tenants/links';

/**
 * A link from the platform host to a clinic's own domain that signs a signed-in patient in
 * there too: the handoff call (signed out, a click here leads straight to the site). A plain
 * link: no script on the page decides anything.
 */
export function handoffLink(locale: Locale, host: string, siteLocale: Locale, path = ''): string {
  const target = `${hostOrigin(host)}${siteLink({ locale: siteLocale, companySlug: '', isExternalHost: true }, path)}`;
  return `/api/auth-handoff/${locale}?${new URLSearchParams({ target })}`;
}
