import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PickerDoctor } from '@/components/booking/picker-doctor';
import { bookableDoctors, bookingContext } from '@/components/booking/site-booking';
import { SpecialistsFilter, type SpecialtyChip } from '@/components/specialists/specialists-filter';
import { getSpecialists } from '@/lib/content/specialists/service';
import { specialtyKey } from '@/lib/content/specialists/wire';
import { pickLocalized } from '@/lib/i18n/localized';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteFromParams } from '@/lib/seo/site-from-params';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const texts = MESSAGES[site.locale].Booking;
  return pageMetadata(site, { path: 'book', title: texts.pickerTitle, description: texts.pickerIntro });
}

/** The home's "book" (issue 30): the clinic's doctors booked by free slots, filterable by specialty, each with their soonest times. */
export default async function BookPage({ params }: Props) {
  const site = await loadSitePage(params, 'book');
  const ctx = bookingContext(site);
  const t = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const [specialists, bookable] = await Promise.all([getSpecialists(site.company.code, site.company.id), bookableDoctors(site)]);
  const listHref = siteLink(site.links, 'book');
  const chips = new Map<string, SpecialtyChip>();
  const items = specialists.flatMap((specialist) => {
    const types = bookable.get(specialist.id);
    if (!types?.length) return [];
    const key = specialtyKey(specialist.specialty);
    if (!chips.has(key)) chips.set(key, { key, label: pickLocalized(specialist.specialty, site.locale), href: `${listHref}?specialty=${key}` });
    return [{ id: specialist.slug, specialty: key, card: <PickerDoctor site={site} ctx={ctx} specialist={specialist} types={types} /> }];
  });
  const requestHref = isPathInMenu(site.menu, 'appointment') ? siteLink(site.links, 'appointment') : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{ctx.texts.pickerTitle}</h1>
      <p className="max-w-2xl text-muted">{ctx.texts.pickerIntro}</p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{ctx.texts.pickerEmpty}</p>
      ) : (
        <SpecialistsFilter chips={[...chips.values()]} allHref={listHref} items={items} texts={{ filterLabel: t('filterLabel'), all: t('all'), shown: t.raw('shown') as string }} />
      )}
      {requestHref && (
        <p>
          <a href={requestHref} className="font-medium text-brand-700 underline">
            {ctx.texts.pickerRequest}
          </a>
        </p>
      )}
    </div>
  );
}
