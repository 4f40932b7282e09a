import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DoctorTimesSection } from '@/components/booking/doctor-times-section';
import { bookableDoctors } from '@/components/booking/site-booking';
import { JsonLd } from '@/components/seo/json-ld';
import { SpecialistDetails } from '@/components/specialists/specialist-details';
import { SpecialistHeader } from '@/components/specialists/specialist-header';
import { SpecialistTabs } from '@/components/specialists/specialist-tabs';
import { specialistMetadata } from '@/lib/content/specialists/metadata';
import { loadRouteSpecialist } from '@/lib/content/specialists/service';
import { pickLocalized } from '@/lib/i18n/localized';
import { breadcrumbsJsonLd, specialistJsonLd } from '@/lib/seo/site-json-ld';
import { loadSitePage, sectionTitle, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type SpecialistParams = SiteParams & { specialist: string };
type Props = { params: Promise<SpecialistParams> };

// Rendered on first request and cached per URL like the rest of the site (the [site] layout sets revalidate).
export const dynamicParams = true;
export function generateStaticParams(): { specialist: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return specialistMetadata(params, 'details');
}

/** A specialist's detail, the default sub-route (index) of /specialists/{specialist}. An unknown one is the 404 of SPEC 8. */
export default async function SpecialistPage({ params }: Props) {
  const { specialist: param } = await params;
  const site = await loadSitePage(params, `specialists/${param}`);
  const specialist = await loadRouteSpecialist(site.company, param);
  const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const href = siteLink(site.links, `specialists/${specialist.slug}`);
  const name = pickLocalized(specialist.fullName, site.locale);
  const listTitle = sectionTitle(site, 'specialists', t('backToList'));
  // A doctor booked by free slots shows them here; one in 'request' mode keeps the appointment request.
  const visitTypes = (await bookableDoctors(site)).get(specialist.id);
  const trail = [
    { name: listTitle, path: 'specialists' },
    { name, path: `specialists/${specialist.slug}` },
  ];
  return (
    <article className="flex flex-col gap-6">
      <JsonLd data={[specialistJsonLd(site, specialist), breadcrumbsJsonLd(site, trail)]} />
      <SpecialistHeader site={site} specialist={specialist} heading={name} listTitle={listTitle} />
      {visitTypes && <DoctorTimesSection site={site} doctor={{ id: specialist.id, slug: specialist.slug, name }} types={visitTypes} />}
      <SpecialistTabs locale={site.locale} detailHref={href} reviewsHref={`${href}/reviews`} reviewCount={specialist.reviewCount} current="about" />
      <SpecialistDetails specialist={specialist} locale={site.locale} />
    </article>
  );
}
