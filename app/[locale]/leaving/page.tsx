import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { domainToUnicode } from 'node:url';
import { PlatformHeader } from '@/components/platform/platform-header';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { getSiteRedirect } from '@/lib/redirects/service';
import { companyHomeLink } from '@/lib/tenants/links';
import { findSiteCompany } from '@/lib/tenants/service';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ site?: string | string[]; from?: string | string[] }> };

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'ru');
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'Leaving' });
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The platform's "you are leaving" page (issue 27): a clinic's redirect to another site, followed
 * on the platform's host (/l/{slug}/…), lands here and says where it leads; only the clinic's own
 * domain redirects there directly. It shows only a target the clinic stored for that from path
 * (`?site={slug}&from={path}`), never an address from the query, so it redirects nowhere by itself.
 */
export default async function LeavingPage({ params, searchParams }: Props) {
  await connection();
  const locale = toLocale((await params).locale);
  const query = await searchParams;
  const slug = one(query.site);
  const from = one(query.from);
  if (!slug || !from.startsWith('/') || from.length > 2048) notFound();
  const found = await findSiteCompany(slug);
  if (!found || found.kind !== 'slug') notFound();
  const stored = await getSiteRedirect(found.company.code, found.company.id, from);
  let target: URL;
  try {
    target = new URL(stored?.toUrl ?? '');
  } catch {
    notFound();
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') notFound();
  const t = await getTranslations({ locale, namespace: 'Leaving' });
  const host = domainToUnicode(target.hostname) || target.hostname;
  const clinic = pickLocalized(found.company.name, locale);
  return (
    <>
      <PlatformHeader locale={locale} />
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-4">{t('text', { clinic, host })}</p>
        <p className="mt-2 break-all font-mono text-sm text-muted" data-testid="leaving-target">
          {target.href}
        </p>
        <p className="mt-6">
          <a className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2" href={target.href} rel="noopener noreferrer nofollow">
            {t('go', { host })}
          </a>
        </p>
        <p className="mt-8">
          <a className="font-medium text-brand-700 underline" href={companyHomeLink({ locale, companySlug: found.company.slug, isExternalHost: false })}>
            {t('back')}
          </a>
        </p>
      </main>
    </>
  );
}
