import type { Metadata } from 'next';
import { AppointmentForm } from '@/components/forms/appointment-form';
import { FormSectionPage } from '@/components/forms/form-section-page';
import { listSpecialistChoices } from '@/lib/forms/appointment';
import { privacyLink } from '@/lib/site/legal-footer';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import type { Site, SiteParams } from '@/lib/site/load-site';
import { companyCached } from '@/lib/tenants/company-cache';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'appointment', 'Appointment');
}

/** The doctors a visitor may pick, cached with the page and expired by a doctors edit (the doctors section's tag). */
async function specialistOptions(site: Site) {
  const choices = await companyCached(site.company.code, ['appointment-specialists'], () => listSpecialistChoices(site.company.id), { on: ['doctors'] });
  return choices.map((choice) => ({
    id: choice.id,
    slug: choice.slug,
    label: `${pickLocalized(choice.fullName, site.locale)} — ${pickLocalized(choice.specialty, site.locale)}`,
  }));
}

/** Appointment request (online entry, SPEC 2.2); only while the company's online entry is active (SPEC 2.5). */
export default function AppointmentPage({ params }: Props) {
  return (
    <FormSectionPage
      params={params}
      section={{
        slug: 'appointment',
        namespace: 'Appointment',
        offered: (site) => site.company.isActiveOnlineEntry,
        form: async (site, clinicName) => (
          <AppointmentForm
            companyCode={site.company.code}
            clinicName={clinicName}
            policy={privacyLink(site)}
            specialists={await specialistOptions(site)}
            texts={MESSAGES[site.locale].Appointment}
            errorTexts={MESSAGES[site.locale].FormErrors}
          />
        ),
      }}
    />
  );
}
