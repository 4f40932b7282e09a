import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { firstParagraph, pickLocalizedDoc } from '@/lib/content/rich-text/doc';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactCard } from '@/components/site/contact-card';
import { pickLocalized } from '@/lib/i18n/localized';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import { pageMetadata } from '@/lib/seo/metadata';
import { clinicJsonLd } from '@/lib/seo/site-json-ld';
import { hasSidebar } from '@/lib/tenants/layouts';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await siteFromParams(params), { path: '' });
}

/**
 * The company home. Its first screen, also on a 360 x 740 phone, has what a patient came for:
 * booking (when online entry is on) and the clinic's phone. The contacts follow only in the
 * layouts without a sidebar; a sidebar already shows them.
 */
export default async function CompanyHome({ params }: Props) {
  const site = await loadSitePage(params, '');
  const t = await getTranslations({ locale: site.locale, namespace: 'Home' });
  const tc = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const { company, locale } = site;
  const sections = site.menu.slice(1).filter((entry) => entry.spa && entry.slug);
  const phone = company.phones[0] ? displayPhone(company.phones[0]) : null;
  // The clinic's own blocks (the home editor); without them, its name and short description.
  const headline = pickLocalized(company.home?.headline, locale).trim();
  const lead = pickLocalized(company.home?.text, locale).trim() || pickLocalized(company.shortDescription, locale);
  const highlights = (company.home?.highlights ?? []).map((item) => pickLocalized(item, locale).trim()).filter(Boolean);
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={clinicJsonLd(site)} />
      <section className="rounded-2xl bg-brand-700 px-5 py-6 text-white sm:px-6 sm:py-10">
        {headline && <p className="mb-1 font-medium text-brand-100">{pickLocalized(company.name, locale)}</p>}
        <h1 className="text-2xl font-bold sm:text-3xl">{headline || pickLocalized(company.name, locale)}</h1>
        {lead && <p className="mt-3 max-w-2xl whitespace-pre-line text-brand-50 sm:text-lg">{lead}</p>}
        {highlights.length > 0 && (
          <ul className="mt-4 grid max-w-2xl gap-1.5 sm:grid-cols-2" data-home-highlights>
            {highlights.map((item, index) => (
              <li key={index} className="flex gap-2 text-white">
                <span aria-hidden="true">✓</span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
        {site.menu.some((entry) => entry.slug === 'about') && (
          <a href={siteLink(site.links, 'about')} className="mt-2 inline-block py-1 font-medium text-white underline underline-offset-4 hover:text-brand-100">
            {t('aboutLink')}
          </a>
        )}
        {(company.isActiveOnlineEntry || phone) && (
          <div className="mt-5 flex flex-wrap gap-3">
            {company.isActiveOnlineEntry && (
              <a href={siteLink(site.links, 'appointment')} className="rounded-lg bg-white px-5 py-3 font-medium text-brand-800 hover:bg-brand-50">
                {t('appointment')}
              </a>
            )}
            {phone && (
              <a
                href={telHref(company.phones[0])}
                aria-label={tc('call', { phone })}
                className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg border border-white px-5 py-3 font-medium text-white hover:bg-brand-800"
              >
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
                  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
                </svg>
                {phone}
              </a>
            )}
          </div>
        )}
      </section>
      {sections.length > 0 && (
        <section aria-labelledby="home-sections">
          <h2 id="home-sections" className="mb-3 text-xl font-semibold">
            {t('sections')}
          </h2>
          <ul className="tile-links grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {sections.map((entry) => (
              <li key={entry.id}>
                <a href={entry.link}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {firstParagraph(pickLocalizedDoc(company.about, locale)) && (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <RichText doc={firstParagraph(pickLocalizedDoc(company.about, locale))} />
        </section>
      )}
      {!hasSidebar(site.layout) && (
        <section aria-labelledby="home-contacts" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="home-contacts" className="mb-3 text-xl font-semibold">
            {t('contactsTitle')}
          </h2>
          <ContactCard site={site} />
        </section>
      )}
    </div>
  );
}
