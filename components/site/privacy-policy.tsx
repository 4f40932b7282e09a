import { getTranslations } from 'next-intl/server';
import { profileHref } from '@/components/profile/profile-sections';
import { pickLocalized } from '@/lib/i18n/localized';
import { MESSAGES } from '@/lib/i18n/message-files';
import { displayPhone } from '@/lib/phone/normalize';
import { legalDetails } from '@/lib/site/legal-footer';
import type { Site } from '@/lib/site/load-site';
import { clinicCountry } from '@/lib/tenants/legal-ids';
import { profileLinkFromSite } from '@/lib/tenants/profile-site';

const COLLECTED = ['appointment', 'question', 'review', 'booking', 'cookies'] as const;

/** One part of the policy under its own heading, the heading naming the section. */
function PolicySection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`} className="flex flex-col gap-2">
      <h2 id={`privacy-${id}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The operator as the policy names it: the legal name the clinic set, else its name. */
export function privacyOperator(site: Pick<Site, 'company' | 'locale'>): string {
  return legalDetails(site.company, site.locale).legalName ?? pickLocalized(site.company.name, site.locale);
}

/**
 * The clinic's privacy policy (issue 31), generated from the template of the Privacy messages:
 * the clinic as the operator (legal name, BIN or INN, address, contacts), the law of its country
 * (KZ 94-V, UZ ZRU-547), what the site's forms and booking collect, and how to withdraw consent.
 */
export async function PrivacyPolicy({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Privacy' });
  const tf = await getTranslations({ locale: site.locale, namespace: 'Footer' });
  const { company, locale } = site;
  const legal = legalDetails(company, locale);
  const clinic = pickLocalized(company.name, locale);
  const address = pickLocalized(company.address, locale);
  const emails = company.emails.length > 0 ? company.emails : company.email ? [company.email] : [];
  const operator: [string, string][] = [
    [t('operator'), privacyOperator(site)],
    ...(legal.taxId ? [['', tf(legal.taxId.kind, { number: legal.taxId.number })] as [string, string]] : []),
    ...(address ? [[t('address'), address] as [string, string]] : []),
    ...(company.phones.length > 0 ? [[t('phones'), company.phones.map(displayPhone).join(', ')] as [string, string]] : []),
    ...(emails.length > 0 ? [[t('email'), emails.join(', ')] as [string, string]] : []),
  ];
  const profile = site.links.isExternalHost ? profileHref(locale, 'data') : profileLinkFromSite(profileHref(locale, 'data'), company.slug);
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6" data-privacy-policy>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('intro', { clinic })}</p>
      <p>{clinicCountry(company) === 'uz' ? t('lawUz') : t('lawKz')}</p>
      <PolicySection id="operator" title={t('operatorTitle')}>
        <ul className="flex flex-col gap-1">
          {operator.map(([label, value]) => (
            <li key={`${label}${value}`}>{label ? `${label}: ${value}` : value}</li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection id="collected" title={t('collectedTitle')}>
        <ul className="list-disc pl-6">
          {COLLECTED.map((key) => (
            <li key={key}>{t(`collected.${key}`)}</li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection id="purposes" title={t('purposesTitle')}>
        <p>{t('purposes')}</p>
      </PolicySection>
      <PolicySection id="consent" title={t('consentTitle')}>
        <p>{t('consent')}</p>
      </PolicySection>
      <PolicySection id="withdraw" title={t('withdrawTitle')}>
        <p>{t('withdraw')}</p>
        <p>
          {t('withdrawProfile', { section: MESSAGES[locale].ProfileNav.sections.data })}{' '}
          <a href={profile} className="text-brand-700 underline underline-offset-4">
            {t('profileLink')}
          </a>
        </p>
      </PolicySection>
    </article>
  );
}
