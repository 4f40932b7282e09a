import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { groupRegionPhone } from './display';
import metadataJson from './metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

/** Domestic spellings are read as Kazakh first (8 701 …, 10 digits), then Uzbek (90 123 45 67, 9 digits): the lengths never overlap. */
const HOME_COUNTRIES: CountryCode[] = ['KZ', 'UZ'];

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The one phone normaliser (SPEC 3: "the phone is always stored with a leading plus"), used
 * by sign-in, the visitor forms and the accounts, so a number is found however it was typed:
 * `8 701 555 12 34`, `+7 (701) 555-12-34` and `7015551234` are all `+77015551234`;
 * `90 123 45 67` and `998 90 123 45 67` are `+998901234567`. Numbers of the region
 * (lib/phone/metadata.json) are checked by libphonenumber-js; another country's number must
 * be written with its `+` and is kept as `+digits` (8 to 15 digits). Null when it is no phone.
 */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (!PHONE_CHARACTERS.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value, metadata);
    if (parsed) return parsed.isValid() ? parsed.number : null;
    // A calling code outside the region's metadata: kept as written, in E.164 shape.
    return /^\d{8,15}$/.test(digits) ? `+${digits}` : null;
  }
  for (const country of HOME_COUNTRIES) {
    const parsed = parsePhoneNumberFromString(value, country, metadata);
    if (parsed?.isValid()) return parsed.number;
  }
  // Written with the country code but without its plus: 7 701 …, 998 90 ….
  const international = parsePhoneNumberFromString(`+${digits}`, metadata);
  return international?.isValid() ? international.number : null;
}

/**
 * A stored phone as the site shows it (issue 19), the clinic's and the patient's alike: the
 * international number in the national grouping with spaces, `+7 727 355 12 34`,
 * `+7 7172 55 40 40`, `+998 90 123 45 67`, never the bare `+77273551234`. The region's numbers
 * get the grouping people write (lib/phone/display); others libphonenumber's; anything it
 * cannot read is shown as stored.
 */
export function displayPhone(stored: string): string {
  const grouped = groupRegionPhone(stored);
  if (grouped) return grouped;
  const parsed = parsePhoneNumberFromString(stored, metadata);
  return parsed ? parsed.formatInternational() : stored;
}

/** The `tel:` address of a stored phone: its digits with the plus. */
export const telHref = (stored: string) => `tel:${stored.replace(/[^+\d]/g, '')}`;
