import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Paragraphs } from '@/components/content/paragraphs';
import type { SpecialistRecord } from '@/lib/content/specialists/queries';
import { lines } from '@/lib/content/specialists/wire';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';

type Props = { specialist: SpecialistRecord; locale: Locale };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The detail sub-route's body: about, education, services, schedule; empty parts are left out. */
export async function SpecialistDetails({ specialist, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Specialists' });
  const bio = pickLocalized(specialist.bio, locale);
  const education = pickLocalized(specialist.education, locale);
  const services = lines(pickLocalized(specialist.services, locale));
  const schedule = lines(pickLocalized(specialist.schedule, locale));
  return (
    <div className="flex flex-col gap-6">
      {bio && (
        <Section id="specialist-about" title={t('about')}>
          <Paragraphs text={bio} />
        </Section>
      )}
      {education && (
        <Section id="specialist-education" title={t('education')}>
          <Paragraphs text={education} />
        </Section>
      )}
      {services.length > 0 && (
        <Section id="specialist-services" title={t('services')}>
          <ul className="list-disc space-y-1 pl-5">
            {services.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </Section>
      )}
      {schedule.length > 0 && (
        <Section id="specialist-schedule" title={t('schedule')}>
          <ul className="space-y-1">
            {schedule.map((row, index) => (
              <li key={index}>{row}</li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
