import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/content/paragraphs';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactCard } from '@/components/site/contact-card';
import { pickLocalized } from '@/lib/i18n/localized';
import { pageMetadata } from '@/lib/seo/metadata';
import { clinicJsonLd } from '@/lib/seo/site-json-ld';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await siteFromParams(params), { path: '' });
}

/** The company home. */
export default async function CompanyHome({ params }: Props) {
  const site = await loadSitePage(params, '');
  const t = await getTranslations({ locale: site.locale, namespace: 'Home' });
  const { company, locale } = site;
  const sections = site.menu.slice(1).filter((entry) => entry.spa && entry.slug);
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={clinicJsonLd(site)} />
      <section className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="text-3xl font-bold">{pickLocalized(company.name, locale)}</h1>
        {company.shortDescription && <p className="mt-3 max-w-2xl text-lg text-brand-50">{pickLocalized(company.shortDescription, locale)}</p>}
        {site.menu.some((entry) => entry.slug === 'about') && (
          <a href={siteLink(site.links, 'about')} className="mt-6 inline-block rounded-lg bg-white px-5 py-3 font-medium text-brand-800 hover:bg-brand-50">
            {t('aboutLink')}
          </a>
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
      {company.about && (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <Paragraphs text={pickLocalized(company.about, locale).split(/\n\s*\n/)[0]} />
        </section>
      )}
      <section aria-labelledby="home-contacts" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="home-contacts" className="mb-3 text-xl font-semibold">
          {t('contactsTitle')}
        </h2>
        <ContactCard site={site} />
      </section>
    </div>
  );
}
