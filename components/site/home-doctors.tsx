import { getTranslations } from 'next-intl/server';
import { doctorCardTexts } from '@/components/specialists/doctor-card-props';
import { SiteDoctorCard } from '@/components/specialists/site-doctor-card';
import type { SpecialistRating, SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

/** How many doctors the home shows; "all doctors" leads to the rest. */
export const HOME_DOCTORS = 4;

type Props = { site: Site; specialists: SpecialistSummaryRecord[]; ratings: Record<string, SpecialistRating> };

/** The home's doctors: the first few in the clinic's order as compact cards, and the way to all of them. */
export async function HomeDoctors({ site, specialists, ratings }: Props) {
  if (specialists.length === 0) return null;
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHome' });
  const texts = await doctorCardTexts(site.locale);
  const listed = isPathInMenu(site.menu, 'specialists');
  return (
    <section aria-labelledby="home-doctors" className="@container flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="home-doctors" className="text-xl font-semibold">
          {listed ? sectionTitle(site, 'specialists', t('doctorsTitle')) : t('doctorsTitle')}
        </h2>
        {listed && (
          <a href={siteLink(site.links, 'specialists')} className="py-1 font-medium text-brand-800 underline underline-offset-4" data-home-all-doctors>
            {t('allDoctors', { count: specialists.length })}
          </a>
        )}
      </div>
      <ul className="grid gap-3 @xl:grid-cols-2">
        {specialists.slice(0, HOME_DOCTORS).map((specialist) => (
          <li key={specialist.slug}>
            <SiteDoctorCard site={site} specialist={specialist} ratings={ratings} texts={texts} heading="h3" withTimes={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
