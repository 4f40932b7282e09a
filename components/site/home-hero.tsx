import { getTranslations } from 'next-intl/server';
import { bookableDoctors } from '@/components/booking/site-booking';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { GalleryPhotoRecord } from '@/lib/content/gallery/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { columnCount } from '@/lib/tenants/layouts';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { PhoneIcon } from './phone-icon';

type Props = { site: Site; photo: GalleryPhotoRecord | null; rating: { average: number | null; count: number } };

/**
 * The home's first screen, also on a 360 × 800 phone under the header and above the call bar:
 * who the clinic is (its first gallery photo, name, rating with its count, address) and what a
 * patient came for (book, call) before the clinic's own words (the home blocks of /pro). The
 * photo sits beside the text where the layout gives the page room (a container query), above it
 * in the three-column layout and on phones.
 */
export async function HomeHero({ site, photo, rating }: Props) {
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHome' });
  const tc = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const th = await getTranslations({ locale: site.locale, namespace: 'Home' });
  const { company, locale } = site;
  const name = pickLocalized(company.name, locale);
  const phone = company.phones[0] ? displayPhone(company.phones[0]) : null;
  const address = pickLocalized(company.address, locale).trim();
  // Doctors booked by free slots: "book" opens the picker with their soonest times (issue 30); else the appointment request.
  const hasSlots = (await bookableDoctors(site)).size > 0;
  const canBook = hasSlots || isPathInMenu(site.menu, 'appointment');
  // The clinic's own blocks (the home editor); without them, its short description.
  const headline = pickLocalized(company.home?.headline, locale).trim();
  const lead = pickLocalized(company.home?.text, locale).trim() || pickLocalized(company.shortDescription, locale);
  const highlights = (company.home?.highlights ?? []).map((item) => pickLocalized(item, locale).trim()).filter(Boolean);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const ratingText = rating.average !== null && rating.count > 0 && (
    <>
      <span aria-hidden="true">★ </span>
      <span className="sr-only">{t('ratingLabel')} </span>
      <span className="font-semibold">{number.format(rating.average)}</span>
      <span aria-hidden="true"> · </span>
      {t('reviewCount', { count: rating.count })}
    </>
  );
  return (
    <section className="@container overflow-hidden rounded-2xl bg-brand-700 text-white" data-home-hero>
      <div className={photo ? 'grid @3xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]' : ''}>
        {photo && (
          <div className="bg-brand-800 @3xl:order-2">
            <ResponsiveImage
              image={photo.image ?? photo.src}
              alt={pickLocalized(photo.caption, locale)}
              width={photo.width}
              height={photo.height}
              // Beside the text in the wide layouts; over it, the middle column's width, in the three-column one.
              sizes={columnCount(site.layout) === 3 ? '(min-width: 1024px) 44rem, 100vw' : '(min-width: 1024px) 26rem, 100vw'}
              priority
              className="aspect-[2/1] h-auto w-full object-cover @xl:aspect-[5/2] @3xl:aspect-auto @3xl:h-full"
            />
          </div>
        )}
        <div className="flex flex-col gap-3 px-5 py-5 sm:px-6 sm:py-8">
          {headline && <p className="font-medium text-brand-100">{name}</p>}
          <h1 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{headline || name}</h1>
          {(ratingText || address) && (
            <ul className="flex flex-col gap-1.5 text-brand-50">
              {ratingText && (
                <li data-home-rating>
                  {isPathInMenu(site.menu, 'reviews') ? (
                    <a href={siteLink(site.links, 'reviews')} className="inline-block py-0.5 text-white underline underline-offset-4 hover:text-brand-100">
                      {ratingText}
                    </a>
                  ) : (
                    ratingText
                  )}
                </li>
              )}
              {address && (
                <li className="flex gap-1.5" data-home-address>
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mt-0.5 shrink-0">
                    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" />
                    <circle cx="12" cy="9.5" r="2.5" />
                  </svg>
                  <span>
                    <span className="sr-only">{t('addressLabel')} </span>
                    {address}
                  </span>
                </li>
              )}
            </ul>
          )}
          {(canBook || phone) && (
            <div className="mt-1 flex flex-wrap gap-3">
              {canBook && (
                <a href={siteLink(site.links, hasSlots ? 'book' : 'appointment')} className="rounded-lg bg-white px-5 py-3 font-medium text-brand-800 hover:bg-brand-50" data-home-book>
                  {th('appointment')}
                </a>
              )}
              {phone && (
                <a
                  href={telHref(company.phones[0])}
                  aria-label={tc('call', { phone })}
                  className="inline-flex items-center gap-2 rounded-lg border border-white px-5 py-3 font-medium whitespace-nowrap text-white hover:bg-brand-800"
                  data-home-call
                >
                  <PhoneIcon />
                  {phone}
                </a>
              )}
            </div>
          )}
          {lead && <p className="mt-1 max-w-2xl whitespace-pre-line text-brand-50 sm:text-lg">{lead}</p>}
          {highlights.length > 0 && (
            <ul className="grid max-w-2xl gap-1.5 @xl:grid-cols-2" data-home-highlights>
              {highlights.map((item, index) => (
                <li key={index} className="flex gap-2 text-white">
                  <span aria-hidden="true">✓</span>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
          {isPathInMenu(site.menu, 'about') && (
            <a href={siteLink(site.links, 'about')} className="self-start py-1 font-medium text-white underline underline-offset-4 hover:text-brand-100">
              {th('aboutLink')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
