import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { acceptedLanguages, detectLocale } from '@/lib/proxy/detect-locale';

// SPEC 4 "Locale choice", limited to the locales the company offers (SPEC 2.1).

describe('detectLocale', () => {
  it('SPEC 4: the locale is detected from the locale cookie first', () => {
    expect(detectLocale({ cookie: 'kk', acceptLanguage: 'en-US,en;q=0.9', offered: LOCALES })).toBe('kk');
    expect(detectLocale({ cookie: 'ru', acceptLanguage: 'kk-KZ', offered: LOCALES })).toBe('ru');
  });

  it('SPEC 4: then from the browser languages', () => {
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'kk-KZ,ru;q=0.8', offered: LOCALES })).toBe('kk');
    expect(detectLocale({ cookie: 'not-a-locale', acceptLanguage: 'uz', offered: LOCALES })).toBe('uz');
  });

  it('SPEC 4: then the default (ru)', () => {
    expect(detectLocale({ cookie: undefined, acceptLanguage: null, offered: LOCALES })).toBe('ru');
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'de-DE,fr;q=0.5', offered: LOCALES })).toBe('ru');
  });

  it('SPEC 4: the first browser language that is a locale wins, by quality', () => {
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'de;q=0.9,en;q=0.8,kk;q=0.95', offered: LOCALES })).toBe('kk');
  });

  it('SPEC 2.1: a browser language the company does not offer is skipped', () => {
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'kk-KZ,en;q=0.8', offered: ['ru', 'en'] })).toBe('en');
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'kk-KZ', offered: ['ru'] })).toBe('ru');
  });

  it('SPEC 4: a cookie naming a locale the company does not offer falls through to the browser languages, then Russian', () => {
    expect(detectLocale({ cookie: 'kk', acceptLanguage: 'en', offered: ['ru', 'en'] })).toBe('en');
    expect(detectLocale({ cookie: 'uz', acceptLanguage: 'de-DE,kk;q=0.5', offered: ['ru', 'kk'] })).toBe('kk');
    expect(detectLocale({ cookie: 'kk', acceptLanguage: 'de-DE', offered: ['ru', 'en'] })).toBe('ru');
    expect(detectLocale({ cookie: 'kk', acceptLanguage: null, offered: ['ru'] })).toBe('ru');
  });
});

describe('acceptedLanguages', () => {
  it('orders Accept-Language entries by quality, highest first, keeping header order on ties', () => {
    expect(acceptedLanguages('kk-KZ,ru;q=0.8')).toEqual(['kk', 'ru']);
    expect(acceptedLanguages('ru;q=0.5, en;q=0.9, kk')).toEqual(['kk', 'en', 'ru']);
    expect(acceptedLanguages('en;q=0.7,uz;q=0.7')).toEqual(['en', 'uz']);
  });

  it('drops wildcards, q=0 and malformed qualities; lower-cases the tags', () => {
    expect(acceptedLanguages('*,EN-gb;q=0.4,kk;q=0,uz;q=abc')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});
