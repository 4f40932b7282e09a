import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactCard } from '@/components/site/contact-card';
import { pickLocalized } from '@/lib/i18n/localized';
import { displayPhone } from '@/lib/phone/normalize';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { breadcrumbsJsonLd, clinicJsonLd } from '@/lib/seo/site-json-ld';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const { company, locale } = site;
  // The address and the first phone: what a visitor looks for in a search result.
  const description = [pickLocalized(company.address, locale), company.phones[0] && displayPhone(company.phones[0])].filter(Boolean).join(', ');
  return listedPageMetadata(site, { path: 'contacts', title: sectionTitle(site, 'contacts', t('title')), description });
}

/** Contacts: address, phones, hours, e-mail and a map link. */
export default async function ContactsPage({ params }: Props) {
  const site = await loadSitePage(params, 'contacts');
  const t = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const title = sectionTitle(site, 'contacts', t('title'));
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6" data-contacts-page>
      <JsonLd data={[clinicJsonLd(site), breadcrumbsJsonLd(site, [{ name: title, path: 'contacts' }])]} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <ContactCard site={site} />
    </article>
  );
}
