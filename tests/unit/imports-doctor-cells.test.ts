import { describe, expect, it } from 'vitest';
import { readExperience, readLanguages } from '@/lib/business/site/imports/doctor-cells';

// Issue 31: the doctors' spreadsheet cells that are not plain text, as clinics write them.

const now = new Date('2026-06-01T00:00:00Z');

describe('readExperience', () => {
  it('reads years in the four languages and a career start year as the years since', () => {
    for (const [text, years] of [['15', 15], ['15 лет', 15], ['3 года', 3], ['12 жыл', 12], ['7 yil', 7], ['20 years', 20], ['8,0', 8], ['0', 0], ['2005', 21], ['с 2010', 16], ['2010 жылдан', 16], ['2018 yildan', 8], ['2026', 0], ['', null]] as const) {
      expect(readExperience(text, now), text).toEqual({ ok: true, years });
    }
  });

  it('refuses words, fractions, negative numbers, more than 80 years and a year to come', () => {
    for (const text of ['пять', '5.5', '-3', '81', '1900', '2027', 'с 1930', '10-15', '2005-2010']) expect(readExperience(text, now), text).toEqual({ ok: false });
  });
});

describe('readLanguages', () => {
  it('reads codes and names in the four languages, each once, in the order written', () => {
    expect(readLanguages('русский, казахский')).toEqual({ codes: ['ru', 'kk'], unknown: [] });
    expect(readLanguages('ru; kk; RU')).toEqual({ codes: ['ru', 'kk'], unknown: [] });
    expect(readLanguages('Қазақ тілі / орыс тілі')).toEqual({ codes: ['kk', 'ru'], unknown: [] });
    expect(readLanguages("o'zbek va rus tili")).toEqual({ codes: ['uz', 'ru'], unknown: [] });
    expect(readLanguages('English and Russian')).toEqual({ codes: ['en', 'ru'], unknown: [] });
    expect(readLanguages('Английский язык\nузбекский')).toEqual({ codes: ['en', 'uz'], unknown: [] });
    expect(readLanguages('')).toEqual({ codes: [], unknown: [] });
  });

  it('returns the words it does not know', () => {
    expect(readLanguages('русский, французский, de')).toEqual({ codes: ['ru'], unknown: ['французский', 'de'] });
  });
});
