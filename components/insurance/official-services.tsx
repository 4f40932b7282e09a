import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { OFFICIAL_OSMS_SERVICES, OSMS_CALL_CENTER } from '@/lib/insurance/schemas';

const link = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';

/** Where a patient checks the OSMS status officially: the Fund's site, eGov (site and app), the Fund's contact centre. */
export async function OfficialServices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'InsuranceCheck.official' });
  return (
    <section aria-labelledby="osms-official-title" className="flex flex-col gap-3">
      <h2 id="osms-official-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {OFFICIAL_OSMS_SERVICES.map((service) => (
          <li key={service.key}>
            <a href={service.url} className={link}>
              {new URL(service.url).host}
            </a>{' '}
            — {t(service.key)}
          </li>
        ))}
        <li>
          <a href={`tel:${OSMS_CALL_CENTER}`} className={link}>
            {OSMS_CALL_CENTER}
          </a>{' '}
          — {t('callCenter')}
        </li>
      </ul>
    </section>
  );
}
