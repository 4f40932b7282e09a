import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { doctorCardTexts } from '@/components/specialists/doctor-card-props';
import { SiteDoctorCard } from '@/components/specialists/site-doctor-card';
import { SpecialistsFilter, type SpecialtyChip } from '@/components/specialists/specialists-filter';
import { getSpecialistRatings, getSpecialists } from '@/lib/content/specialists/service';
import { specialtyKey } from '@/lib/content/specialists/wire';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd } from '@/lib/seo/site-json-ld';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(params, 'specialists', 'Specialists');
}

/** The specialists list (SPEC 2.2 /specialists): compact doctor cards, with specialty chips that filter in the browser. */
export default async function SpecialistsPage({ params }: Props) {
  const site = await loadSitePage(params, 'specialists');
  const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const [specialists, ratings, texts] = await Promise.all([
    getSpecialists(site.company.code, site.company.id),
    getSpecialistRatings(site.company.code, site.company.id),
    doctorCardTexts(site.locale),
  ]);
  const listHref = siteLink(site.links, 'specialists');
  const title = sectionTitle(site, 'specialists', t('title'));

  const chips = new Map<string, SpecialtyChip>();
  const items = specialists.map((specialist, index) => {
    const key = specialtyKey(specialist.specialty);
    if (!chips.has(key)) chips.set(key, { key, label: pickLocalized(specialist.specialty, site.locale), href: `${listHref}?specialty=${key}` });
    const card = <SiteDoctorCard site={site} specialist={specialist} ratings={ratings} texts={texts} eager={index < 4} />;
    return { id: specialist.slug, specialty: key, card };
  });

  return (
    <div className="flex flex-col gap-6">
      <JsonLd data={breadcrumbsJsonLd(site, [{ name: title, path: 'specialists' }])} />
      <h1 className="text-2xl font-bold">{title}</h1>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('empty')}</p>
      ) : (
        <SpecialistsFilter
          chips={[...chips.values()]}
          allHref={listHref}
          items={items}
          texts={{ filterLabel: t('filterLabel'), all: t('all'), shown: t.raw('shown') as string }}
        />
      )}
    </div>
  );
}
