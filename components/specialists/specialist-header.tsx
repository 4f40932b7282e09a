import { getTranslations } from 'next-intl/server';
import type { SpecialistRecord } from '@/lib/content/specialists/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import { CallBar, bookingHref } from '@/components/site/call-bar';
import { isPathInMenu } from '@/lib/menu/menu-check';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { SpecialistFacts } from './specialist-facts';
import { SpecialistPhoto } from './specialist-photo';

type Props = { site: Site; specialist: SpecialistRecord; heading: string; listTitle: string; compact?: boolean };

/** The top of both specialist sub-routes: portrait, name, specialty, facts, rating, booking with this doctor (and the phone's call bar doing the same). */
export async function SpecialistHeader({ site, specialist, heading, listTitle, compact = false }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const name = pickLocalized(specialist.fullName, site.locale);
  // The booking link only where the company takes appointments online (its menu has the item).
  const canBook = isPathInMenu(site.menu, 'appointment');
  return (
    <header className="flex flex-col gap-4">
      <p>
        <a href={siteLink(site.links, 'specialists')} className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
          <span aria-hidden="true">← </span>
          {listTitle}
        </a>
      </p>
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row">
        <SpecialistPhoto src={specialist.photo} image={specialist.photoImage} sizes="12rem" alt={t('photoAlt', { name })} priority className={`shrink-0 rounded-lg ${compact ? 'w-28' : 'w-40 sm:w-48'}`} />
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-lg text-slate-700">{pickLocalized(specialist.specialty, site.locale)}</p>
          <SpecialistFacts locale={site.locale} experienceYears={specialist.experienceYears} languages={specialist.languages} className="text-base" />
          <p className="text-sm text-slate-700">
            {specialist.averageRating !== null && `${t('averageRating', { rating: specialist.averageRating })} · `}
            {t('reviewCount', { count: specialist.reviewCount })}
          </p>
          {canBook && (
            <p>
              {/* The form reads ?specialist=<slug> in the browser and shows this doctor chosen; on both tabs (issue 28). */}
              <a href={bookingHref(site, { slug: specialist.slug, name })} className={`inline-block rounded-lg bg-brand-700 font-medium text-white hover:bg-brand-800 ${compact ? 'px-4 py-2' : 'px-5 py-3'}`}>
                {t('book')}
              </a>
            </p>
          )}
        </div>
      </div>
      {/* Fixed at the bottom of a phone's screen: the layout's own bar gives way to this one. */}
      <CallBar site={site} specialist={{ slug: specialist.slug, name }} />
    </header>
  );
}
