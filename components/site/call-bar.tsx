import { getTranslations } from 'next-intl/server';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { PhoneIcon } from './phone-icon';

/** Whether the clinic offers anything the call bar would hold: a phone, or bookings online (its menu's item). */
export const hasCallBar = (site: Site) => site.company.phones.length > 0 || isPathInMenu(site.menu, 'appointment');

/** A doctor the bar books with: the form opens with them chosen (?specialist=, as the doctor's card). */
export type BookingSpecialist = { slug: string; name: string };

/** The appointment form's address, with the doctor chosen when there is one. */
export const bookingHref = (site: Site, specialist?: BookingSpecialist) =>
  `${siteLink(site.links, 'appointment')}${specialist ? `?specialist=${encodeURIComponent(specialist.slug)}` : ''}`;

/**
 * The call and book bar fixed at the bottom of a phone's screen (issue 20): plain links, no
 * script; only what the clinic offers. Hidden from 768 px (the header and the pages show both)
 * and on the booking page itself (globals.css `.call-bar`). A doctor's page renders its own bar
 * booking with that doctor (issue 28), and the layout's bar then hides (globals.css).
 */
export async function CallBar({ site, specialist }: { site: Site; specialist?: BookingSpecialist }) {
  if (!hasCallBar(site)) return null;
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHome' });
  const tc = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const ts = await getTranslations({ locale: site.locale, namespace: 'Specialists' });
  const phone = site.company.phones[0];
  const canBook = isPathInMenu(site.menu, 'appointment');
  return (
    <nav aria-label={t('barLabel')} data-specialist={specialist?.slug} className="call-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] md:hidden" data-call-bar>
      <ul className="mx-auto flex max-w-md gap-2">
        {phone && (
          <li className="flex-1">
            <a
              href={telHref(phone)}
              aria-label={tc('call', { phone: displayPhone(phone) })}
              className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 px-2 text-center leading-tight font-medium text-brand-800 hover:bg-brand-50"
              data-call-bar-call
            >
              <PhoneIcon />
              {t('call')}
            </a>
          </li>
        )}
        {canBook && (
          <li className="flex-1">
            <a
              href={bookingHref(site, specialist)}
              aria-label={specialist ? ts('bookWith', { name: specialist.name }) : undefined}
              className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-2 text-center leading-tight font-medium text-white hover:bg-brand-800" data-call-bar-book>
              {t('book')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
