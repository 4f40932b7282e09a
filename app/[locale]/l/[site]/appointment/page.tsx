import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppointmentForm } from '@/components/forms/appointment-form';
import { listSpecialistChoices } from '@/lib/forms/appointment';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { TAGS } from '@/lib/tenants/cache-tags';

type Props = { params: Promise<SiteParams> };

const DAY = 24 * 60 * 60;

// Cached with the page and expired by the company's tag, like every other read of a company page.
const getSpecialistChoices = (code: string, companyId: number) =>
  unstable_cache(() => listSpecialistChoices(companyId), ['appointment-specialists', code], { tags: [TAGS.company(code)], revalidate: DAY })();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'appointment', 'Appointment');
}

/** Appointment request (online entry, SPEC 2.2); only while the company's online entry is active (SPEC 2.5). */
export default async function AppointmentPage({ params }: Props) {
  const site = await loadSitePage(params, 'appointment');
  // The menu check redirects first; this guards a menu that still lists the section.
  if (!site.company.isActiveOnlineEntry) notFound();
  const t = await getTranslations({ locale: site.locale, namespace: 'Appointment' });
  const messages = MESSAGES[site.locale];
  const specialists = (await getSpecialistChoices(site.company.code, site.company.id)).map((choice) => ({
    id: choice.id,
    slug: choice.slug,
    label: `${pickLocalized(choice.fullName, site.locale)} — ${pickLocalized(choice.specialty, site.locale)}`,
  }));
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="mb-2 text-2xl font-bold">{sectionTitle(site, 'appointment', t('title'))}</h1>
      <p className="mb-6 max-w-2xl text-muted">{t('intro')}</p>
      <div className="max-w-xl">
        <AppointmentForm companyCode={site.company.code} clinicName={pickLocalized(site.company.name, site.locale)} specialists={specialists} texts={messages.Appointment} errorTexts={messages.FormErrors} />
      </div>
    </article>
  );
}
