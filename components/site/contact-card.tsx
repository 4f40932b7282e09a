import { getTranslations } from 'next-intl/server';
import { upcomingClosedDays, type ClosedDay } from '@/lib/booking/upcoming-closed-days';
import { formatDate } from '@/lib/dates/format';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { wallWeekday } from '@/lib/dates/wall-time';
import { pickLocalized } from '@/lib/i18n/localized';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import type { Site } from '@/lib/site/load-site';
import { clinicMapHref } from '@/lib/site/map-link';
import { hasOpeningHours, WEEKDAYS, type OpeningHours } from '@/lib/tenants/site-blocks';
import { OpeningHoursList } from './opening-hours';

/** The contact e-mails of a company: its list, or the single e-mail of the older rows. */
export const companyEmails = (company: Site['company']): string[] => (company.emails?.length ? company.emails : company.email ? [company.email] : []);

/** The holiday calendar's closed days worth a line: a weekday the clinic keeps closed anyway needs none. */
export const closedDaysToShow = (days: readonly ClosedDay[], hours: OpeningHours | null): ClosedDay[] =>
  hasOpeningHours(hours) ? days.filter(({ day }) => hours[WEEKDAYS[wallWeekday(day) - 1]] !== null) : [...days];

/**
 * Address, phones (always in their national grouping, «+7 727 355 12 34»), opening hours per
 * weekday with their breaks (the old free text only where none are set), the closed days of the
 * next CLOSED_DAYS_AHEAD days from the holiday calendar («16 декабря — выходной (День Независимости)»),
 * e-mails and the map: tel: and mailto: links.
 */
export async function ContactCard({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Common' });
  const tc = await getTranslations({ locale: site.locale, namespace: 'Contacts' });
  const { company, locale } = site;
  const emails = companyEmails(company);
  const mapHref = clinicMapHref(company);
  const closedDays = closedDaysToShow(await upcomingClosedDays(company), company.openingHours);
  const zone = clinicTimeZone(company.timeZone);
  return (
    <div className="grid gap-3 text-sm">
    <dl className="grid gap-3">
      {company.address && (
        <div>
          <dt className="font-semibold">{t('address')}</dt>
          <dd>{pickLocalized(company.address, locale)}</dd>
        </div>
      )}
      {company.phones.length > 0 && (
        <div>
          <dt className="font-semibold">{tc('phones')}</dt>
          {company.phones.map((stored) => {
            const phone = displayPhone(stored);
            return (
              // A touch target of at least 24 px (WCAG 2.5.8): phone links sit one under another.
              <dd key={stored}>
                <a href={telHref(stored)} className="inline-block whitespace-nowrap py-1 text-brand-700 underline" aria-label={tc('call', { phone })}>
                  {phone}
                </a>
              </dd>
            );
          })}
        </div>
      )}
      {hasOpeningHours(company.openingHours) ? (
        <div>
          <dt className="font-semibold">{t('workingHours')}</dt>
          <dd>
            <OpeningHoursList hours={company.openingHours} locale={locale} closedText={tc('closed')} breakText={(pause) => tc('break', pause)} />
          </dd>
        </div>
      ) : (
        company.workingHours && (
          <div>
            <dt className="font-semibold">{t('workingHours')}</dt>
            <dd className="whitespace-pre-line">{pickLocalized(company.workingHours, locale)}</dd>
          </div>
        )
      )}
      {closedDays.length > 0 && (
        <div data-closed-days>
          <dt className="font-semibold">{tc('holidays')}</dt>
          {closedDays.map(({ day, name }) => {
            const date = formatDate(day, locale, { zone });
            const title = name ? pickLocalized(name, locale) : '';
            return <dd key={day}>{title ? tc('holidayClosed', { date, name: title }) : tc('holidayClosedUnnamed', { date })}</dd>;
          })}
        </div>
      )}
      {emails.length > 0 && (
        <div>
          <dt className="font-semibold">{t('email')}</dt>
          {emails.map((email) => (
            <dd key={email}>
              <a href={`mailto:${email}`} className="inline-block py-1 text-brand-700 underline" aria-label={tc('write', { email })}>
                {email}
              </a>
            </dd>
          ))}
        </div>
      )}
    </dl>
      {mapHref && (
        <p>
          <a href={mapHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {t('openMap')} <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
