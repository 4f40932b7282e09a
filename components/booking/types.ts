import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';

export type BookingTexts = Messages['Booking'];
export type BookingErrorTexts = Messages['BookingErrors'];

/** A visit type as the times show it: its name in the page's language, its length, its price already written. */
export type VisitTypeOption = { id: number; name: string; minutes: number; price: string | null };

/** A doctor bookable by free slots, as the server hands them to an island. */
export type BookableDoctor = { id: number; name: string; visitTypes: VisitTypeOption[] };

/** What every booking island of a clinic page needs, from the server. */
export type BookingContext = {
  companyCode: string;
  clinicName: string;
  /** The clinic's IANA zone: every date and time is written in it. */
  timeZone: string;
  locale: Locale;
  /** The manage page's path without the token, e.g. `/ru/l/demo-clinic/visit/` or `/kk/visit/` on the clinic's domain. */
  visitHref: string;
  /** The clinic's privacy policy, linked under the consent (issue 31). */
  policy: { href: string; label: string };
  texts: BookingTexts;
  errorTexts: BookingErrorTexts;
};

/** A free time as GET …/slots answers it. */
export type FreeSlot = { start: string; end: string; date: string; time: string };
