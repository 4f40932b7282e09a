import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES, localePrefix } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { offeredLocales } from '@/lib/tenants/locales';

// SPEC 2.1 and SPEC 9 locale rules, one rule per test.

describe('offeredLocales', () => {
  it('SPEC 2.1: the public site always offers Russian', () => {
    expect(offeredLocales({ ru: 'Клиника' })).toEqual(['ru']);
    expect(offeredLocales({ ru: '' })).toEqual(['ru']);
  });

  it('SPEC 2.1: Kazakh, Uzbek and English are offered only when the company has a name set for that language', () => {
    expect(offeredLocales({ ru: 'Клиника', kk: 'Емхана' })).toEqual(['ru', 'kk']);
    expect(offeredLocales({ ru: 'Клиника', en: 'Clinic', uz: 'Klinika' })).toEqual(['ru', 'uz', 'en']);
    expect(offeredLocales({ ru: 'Клиника', kk: 'Емхана', uz: 'Klinika', en: 'Clinic' })).toEqual(['ru', 'kk', 'uz', 'en']);
  });

  it('SPEC 2.1: a blank name does not count as a name set for that language', () => {
    expect(offeredLocales({ ru: 'Клиника', kk: '   ', en: '' })).toEqual(['ru']);
  });
});

describe('SPEC 9 locale constants', () => {
  it('SPEC 9: the locales are ru (default), kk, uz, en', () => {
    expect(LOCALES).toEqual(['ru', 'kk', 'uz', 'en']);
    expect(DEFAULT_LOCALE).toBe('ru');
  });

  it('SPEC 9: the locale cookie lifetime is 365 days (in seconds)', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it('SPEC 3 "Locales": each locale has a code and a language name', () => {
    expect(Object.keys(LOCALE_NAMES)).toEqual(['ru', 'kk', 'uz', 'en']);
    expect(LOCALE_NAMES.ru).toBe('Русский');
    expect(LOCALE_NAMES.en).toBe('English');
  });

  it('isLocale accepts exactly the four codes', () => {
    expect(['ru', 'kk', 'uz', 'en'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('RU')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('pickLocalized', () => {
  it('DESIGN "Data": text is shown in the current locale when it is set', () => {
    expect(pickLocalized({ ru: 'О нас', kk: 'Біз туралы' }, 'kk')).toBe('Біз туралы');
  });

  it('DESIGN "Data": text stored per locale falls back to ru', () => {
    expect(pickLocalized({ ru: 'О нас' }, 'uz')).toBe('О нас');
    expect(pickLocalized({ ru: 'О нас', en: ' ' }, 'en')).toBe('О нас');
    expect(pickLocalized(null, 'kk')).toBe('');
  });
});

describe('localePrefix', () => {
  it('SPEC 2.1: Russian has no prefix; the others use /kk, /uz and /en', () => {
    expect(localePrefix('ru')).toBe('');
    expect(localePrefix('kk')).toBe('/kk');
    expect(localePrefix('uz')).toBe('/uz');
    expect(localePrefix('en')).toBe('/en');
  });
});
