import { getTranslations } from 'next-intl/server';
import { siteLink } from '@/lib/tenants/links';
import type { Site } from '@/lib/site/load-site';
import { ContactCard } from './contact-card';

/** The sidebar of the landing and landing-sidebar-wide layouts: contacts and the visitor forms the company offers. */
export async function SiteSidebar({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Sidebar' });
  return (
    <aside aria-label={t('label')} className="flex flex-col gap-4">
      {/* Hidden on the contacts page, which shows them in full (globals.css): the contacts are there once. */}
      <section className="sidebar-contacts rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="sidebar-contacts">
        <h2 id="sidebar-contacts" className="mb-3 text-base font-semibold">
          {t('contacts')}
        </h2>
        <ContactCard site={site} />
      </section>
      {(site.company.isActiveOnlineEntry || site.company.emailForIssues) && (
        <div className="flex flex-col gap-2">
          {site.company.isActiveOnlineEntry && (
            // Hidden on a doctor's page, whose own booking link chooses the doctor (globals.css).
            <a href={siteLink(site.links, 'appointment')} data-sidebar-book className="rounded-lg bg-brand-700 px-4 py-3 text-center font-medium text-white hover:bg-brand-800">
              {t('appointment')}
            </a>
          )}
          {site.company.emailForIssues && (
            <a href={siteLink(site.links, 'ask-question')} className="rounded-lg border border-brand-700 px-4 py-3 text-center font-medium text-brand-800 hover:bg-brand-50">
              {t('askQuestion')}
            </a>
          )}
        </div>
      )}
    </aside>
  );
}
