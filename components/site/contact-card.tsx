import { getTranslations } from 'next-intl/server';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';

/** Address, phones, hours and e-mail of the company, as tel: and mailto: links. */
export async function ContactCard({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Common' });
  const tc = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const { company, locale } = site;
  return (
    <div className="grid gap-3 text-sm">
    <dl className="grid gap-3">
      {company.address && (
        <div>
          <dt className="font-semibold">{t('address')}</dt>
          <dd>{pickLocalized(company.address, locale)}</dd>
        </div>
      )}
      {company.phones.length > 0 && (
        <div>
          <dt className="font-semibold">{tc('phones')}</dt>
          {company.phones.map((phone) => (
            // A touch target of at least 24 px (WCAG 2.5.8): phone links sit one under another.
            <dd key={phone}>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="inline-block py-1 text-brand-700 underline" aria-label={tc('call', { phone })}>
                {phone}
              </a>
            </dd>
          ))}
        </div>
      )}
      {company.workingHours && (
        <div>
          <dt className="font-semibold">{t('workingHours')}</dt>
          <dd className="whitespace-pre-line">{pickLocalized(company.workingHours, locale)}</dd>
        </div>
      )}
      {company.email && (
        <div>
          <dt className="font-semibold">{t('email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`} className="inline-block py-1 text-brand-700 underline" aria-label={tc('write', { email: company.email })}>
              {company.email}
            </a>
          </dd>
        </div>
      )}
    </dl>
      {company.mapUrl && (
        <p>
          <a href={company.mapUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {t('openMap')} <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
