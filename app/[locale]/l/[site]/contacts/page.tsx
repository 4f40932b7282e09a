import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactCard } from '@/components/site/contact-card';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'ru', namespace: 'Contacts' });
  return { title: t('title') };
}

/** Contacts: address, phones, hours, e-mail and a map link. */
export default async function ContactsPage({ params }: Props) {
  const site = await loadSitePage(params, 'contacts');
  const t = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="mb-4 text-2xl font-bold">{sectionTitle(site, 'contacts', t('title'))}</h1>
      <ContactCard site={site} />
    </article>
  );
}
