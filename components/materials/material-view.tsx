import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { pickLocalizedDoc } from '@/lib/i18n/rich-doc';
import { JsonLd } from '@/components/seo/json-ld';
import { PriceListView } from './price-list-view';
import type { MaterialRecord } from '@/lib/content/materials/queries';
import { materialPath } from '@/lib/content/materials/service';
import { formatDate } from '@/lib/dates';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import type { Site } from '@/lib/site/load-site';

type Props = {
  site: Site;
  material: MaterialRecord;
  /** Where the page lives and what its breadcrumb says; defaults to the material's page and title. */
  crumb?: { name: string; path: string };
};

/** A material page: its title, its rich text body (the allow-list, never HTML) and when it was last updated. */
export async function MaterialView({ site, material, crumb }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Materials' });
  const title = pickLocalized(material.title, site.locale);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6" data-material={material.code}>
      <JsonLd data={breadcrumbsJsonLd(site, [crumb ?? { name: title, path: materialPath(material.code) }])} />
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="mb-6 text-sm text-muted">
        <time dateTime={material.updatedAt}>{t('updated', { date: formatDate(material.updatedAt, site.locale) })}</time>
      </p>
      <RichText doc={pickLocalizedDoc(material.body, site.locale)} />
      {material.kind === 'prices' && material.priceList && <PriceListView list={material.priceList} locale={site.locale} />}
    </article>
  );
}
