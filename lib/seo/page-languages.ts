import type { LocalizedText } from '@/lib/i18n/localized';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { isDocEmpty, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import { hasOpeningHours, type HomeBlocks, type OpeningHours } from '@/lib/tenants/site-blocks';

/*
 * A page is listed (sitemap, hreflang) in a language only when its main text is written in it
 * (issue 31); Russian always. The rule per kind is in docs/decisions.md
 * "Onboarding: a page in a language only with its main text". A language set here names the
 * languages besides Russian; undefined means every language (a page with no text of the clinic's).
 */

export type TextLocales = readonly Locale[] | undefined;

const OTHERS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The languages in both sets (undefined: no limit). */
export function bothLocales(a: TextLocales, b: TextLocales): TextLocales {
  if (!a) return b;
  if (!b) return a;
  return a.filter((locale) => b.includes(locale));
}

/** The languages every set allows: a list page of items allows what each of its items does. */
export function everyLocales(sets: TextLocales[]): TextLocales {
  return sets.reduce<TextLocales>((all, one) => bothLocales(all, one), undefined);
}

const written = (value: string | null | undefined) => Boolean(value?.trim());

/** The languages a localized text needs nothing in: all when Russian is empty, else those written. */
function textLocales(text: LocalizedText | null | undefined): TextLocales {
  if (!text || !written(text.ru)) return undefined;
  return OTHERS.filter((locale) => written(text[locale]));
}

function docLocales(doc: LocalizedDoc | null | undefined): TextLocales {
  if (!doc || isDocEmpty(doc.ru)) return undefined;
  return OTHERS.filter((locale) => !isDocEmpty(doc[locale]));
}

/** The company's own texts the home, about and contacts pages are made of. */
export type CompanyTexts = {
  shortDescription: LocalizedText | null;
  about: LocalizedDoc | null;
  home: HomeBlocks | null;
  address: LocalizedText | null;
  workingHours: LocalizedText | null;
  openingHours: OpeningHours | null;
};

/** Home: the home blocks (headline, text, highlights) and the short description. */
export function homeLocales(company: CompanyTexts): TextLocales {
  const home = company.home;
  return everyLocales([textLocales(home?.headline), textLocales(home?.text), ...(home?.highlights ?? []).map(textLocales), textLocales(company.shortDescription)]);
}

/** About: the about text. */
export const aboutLocales = (company: CompanyTexts): TextLocales => docLocales(company.about);

/** Contacts: the address, and the working hours as written when the page shows them (no hours by day). */
export const contactsLocales = (company: CompanyTexts): TextLocales =>
  everyLocales([textLocales(company.address), hasOpeningHours(company.openingHours) ? undefined : textLocales(company.workingHours)]);

/** Whether a page is listed in `locale`: Russian always, another when its main text is written in it. */
export function listedIn(locales: TextLocales, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || !locales || locales.includes(locale);
}
