import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickLocalized } from '@/lib/i18n/localized';
import { loadSitePage, sectionTitle, type Site, type SiteParams } from '@/lib/site/load-site';

type FormSection = {
  /** The section's slug: its path, and its menu item. */
  slug: 'appointment' | 'ask-question';
  namespace: 'Appointment' | 'AskQuestion';
  /** SPEC 2.5: whether the company takes this form at all (online entry, an issues e-mail). */
  offered: (site: Site) => boolean;
  /** The form, given the site and the clinic's name in the page's language. */
  form: (site: Site, clinicName: string) => Promise<ReactNode> | ReactNode;
};

/**
 * A visitor form's page (the appointment request, ask a question): the menu check, the
 * section's title as the clinic's menu names it, its intro, and the form. The menu check
 * redirects first; `offered` guards a menu that still lists the section.
 */
export async function FormSectionPage({ params, section }: { params: Promise<SiteParams>; section: FormSection }) {
  const site = await loadSitePage(params, section.slug);
  if (!section.offered(site)) notFound();
  const t = await getTranslations({ locale: site.locale, namespace: section.namespace });
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-bold">{sectionTitle(site, section.slug, t('title'))}</h1>
      <p className="mb-6 max-w-2xl text-muted">{t('intro')}</p>
      <div className="max-w-xl">{await section.form(site, pickLocalized(site.company.name, site.locale))}</div>
    </article>
  );
}
