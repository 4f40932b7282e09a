import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactCard } from '@/components/site/contact-card';
import { HomeDoctors } from '@/components/site/home-doctors';
import { HomeHero } from '@/components/site/home-hero';
import { HomeNews } from '@/components/site/home-news';
import { HomeReviews } from '@/components/site/home-reviews';
import { firstParagraph, pickLocalizedDoc } from '@/lib/content/rich-text/doc';
import { getGallery } from '@/lib/content/gallery/service';
import { getPublishedReviews } from '@/lib/content/reviews/service';
import { getSpecialistRatings, getSpecialists } from '@/lib/content/specialists/service';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { clinicJsonLd } from '@/lib/seo/site-json-ld';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';
import { hasSidebar } from '@/lib/tenants/layouts';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listedPageMetadata(await siteFromParams(params), { path: '' });
}

/**
 * The company home (issue 20, phone first): the first screen says who the clinic is and offers
 * booking and a call (HomeHero); then (the blog layout) its newest posts, a few doctors, the newest reviews, the start of the about
 * text, and the contacts in the layouts without a sidebar (a sidebar already shows them).
 */
export default async function CompanyHome({ params }: Props) {
  const site = await loadSitePage(params, '');
  const { company, locale } = site;
  const [t, albums, specialists, ratings, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getGallery(company.code, company.id),
    getSpecialists(company.code, company.id),
    getSpecialistRatings(company.code, company.id),
    getPublishedReviews(company.code, { companyId: company.id }),
  ]);
  const about = firstParagraph(pickLocalizedDoc(company.about, locale));
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={clinicJsonLd(site)} />
      <HomeHero site={site} photo={albums[0]?.photos[0] ?? null} rating={{ average: reviews.averageRating, count: reviews.total }} />
      {/* The blog layout's character: its newest posts first after the clinic itself. */}
      {site.layout === 'landing-blog' && <HomeNews site={site} />}
      <HomeDoctors site={site} specialists={specialists} ratings={ratings} />
      <HomeReviews site={site} reviews={reviews.items} total={reviews.total} />
      {about && (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <RichText doc={about} />
        </section>
      )}
      {!hasSidebar(site.layout) && (
        <section aria-labelledby="home-contacts" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="home-contacts" className="mb-3 text-xl font-semibold">
            {t('contactsTitle')}
          </h2>
          <ContactCard site={site} />
        </section>
      )}
    </div>
  );
}
