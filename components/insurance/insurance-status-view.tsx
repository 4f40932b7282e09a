import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { pickLocalizedDoc } from '@/lib/i18n/rich-doc';
import { JsonLd } from '@/components/seo/json-ld';
import type { MaterialRecord } from '@/lib/content/materials/queries';
import { formatDate } from '@/lib/dates';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { OfficialServices } from './official-services';
import { OsmsCheck } from './osms-check';

type Props = {
  site: Site;
  /** The clinic's own text about GOBMP and OSMS (material `determine`), when it has one. */
  material: MaterialRecord | null;
  /** Without a provider there is no check on the page, only the official services. */
  providerConfigured: boolean;
};

/** The insurance-status page: the OSMS check by IIN, where to check officially, and the clinic's text. */
export async function InsuranceStatusView({ site, material, providerConfigured }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'InsuranceCheck' });
  const materials = await getTranslations({ locale: site.locale, namespace: 'Materials' });
  const title = sectionTitle(site, 'determine', t('title'));
  return (
    <article className="flex flex-col gap-8 rounded-xl border border-slate-200 bg-white p-6">
      <JsonLd data={breadcrumbsJsonLd(site, [{ name: title, path: 'determine' }])} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {/* Without a check on the page nothing asks for the IIN (issue 28): the page says where to check instead. */}
        <p className="max-w-2xl text-muted">{providerConfigured ? t('intro') : t('introNoCheck')}</p>
      </header>
      <section aria-labelledby="osms-check-title" className="flex max-w-xl flex-col gap-3 rounded-lg border border-slate-200 p-5">
        <h2 id="osms-check-title" className="text-xl font-semibold">
          {t('checkTitle')}
        </h2>
        {providerConfigured ? (
          <>
            <p className="text-sm text-muted">{t('privacy')}</p>
            <OsmsCheck locale={site.locale} companyCode={site.company.code} texts={MESSAGES[site.locale].InsuranceCheck.form} />
          </>
        ) : (
          <>
            <p data-osms-check="not-configured">{t('notConfigured')}</p>
            <p>
              <a href="#osms-official-title" className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
                {t('officialLink')}
              </a>
            </p>
          </>
        )}
      </section>
      <OfficialServices locale={site.locale} />
      {material && (
        <section aria-labelledby="determine-material-title" data-material={material.code} className="flex flex-col gap-4">
          <h2 id="determine-material-title" className="text-xl font-semibold">
            {pickLocalized(material.title, site.locale)}
          </h2>
          <RichText doc={pickLocalizedDoc(material.body, site.locale)} />
          <p className="text-sm text-muted">
            <time dateTime={material.updatedAt}>{materials('updated', { date: formatDate(material.updatedAt, site.locale) })}</time>
          </p>
        </section>
      )}
    </article>
  );
}
