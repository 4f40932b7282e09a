import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, TIME_FORMAT, dottedToUsDate, formatDate, formatTime, parseDottedDate, weekStart } from '@/lib/dates';

// SPEC 5 "Dates" and SPEC 9 date display, one rule per test. Dates are local, so the
// test does not depend on the machine's time zone.
const MARCH_5_2025 = new Date(2025, 2, 5, 9, 7);
const IN_2025 = new Date(2025, 10, 20);
const IN_2026 = new Date(2026, 0, 10);

describe('formatDate', () => {
  it('SPEC 9: the date format is DD MMMM', () => {
    expect(DATE_FORMAT).toBe('DD MMMM');
    expect(formatDate(MARCH_5_2025, 'ru', IN_2025)).toBe('05 марта');
  });

  it('SPEC 9: the year is added only when it differs from the current year', () => {
    expect(formatDate(MARCH_5_2025, 'ru', IN_2025)).toBe('05 марта');
    expect(formatDate(MARCH_5_2025, 'ru', IN_2026)).toBe('05 марта 2025');
  });

  it('ru: Russian month names in the genitive', () => {
    expect(formatDate(new Date(2025, 0, 1), 'ru', IN_2025)).toBe('01 января');
    expect(formatDate(new Date(2025, 8, 15), 'ru', IN_2026)).toBe('15 сентября 2025');
  });

  it('kk: Kazakh month names in Cyrillic', () => {
    expect(formatDate(MARCH_5_2025, 'kk', IN_2025)).toBe('05 наурыз');
    expect(formatDate(new Date(2025, 0, 1), 'kk', IN_2026)).toBe('01 қаңтар 2025');
    expect(formatDate(new Date(2025, 8, 15), 'kk', IN_2025)).toMatch(/^15 [\u0400-\u04FF]+$/);
  });

  it('uz: Uzbek month names in Latin script, not Cyrillic', () => {
    expect(formatDate(MARCH_5_2025, 'uz', IN_2025)).toBe('05 Mart');
    expect(formatDate(new Date(2025, 0, 1), 'uz', IN_2026)).toBe('01 Yanvar 2025');
    for (let month = 0; month < 12; month += 1) {
      expect(formatDate(new Date(2025, month, 1), 'uz', IN_2025)).not.toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('en: English month names', () => {
    expect(formatDate(MARCH_5_2025, 'en', IN_2025)).toBe('05 March');
    expect(formatDate(new Date(2025, 11, 31), 'en', IN_2026)).toBe('31 December 2025');
  });

  it('SPEC 5: a DD.MM.YYYY string is read as day, month, year', () => {
    expect(formatDate('05.03.2025', 'ru', IN_2025)).toBe('05 марта');
  });

  it('an invalid date formats as an empty string, never "Invalid Date"', () => {
    expect(formatDate('not a date', 'ru', IN_2025)).toBe('');
    expect(formatDate(Number.NaN, 'en', IN_2025)).toBe('');
  });
});

describe('formatTime', () => {
  it('SPEC 9: the time format is HH:mm, 24-hour with leading zeros', () => {
    expect(TIME_FORMAT).toBe('HH:mm');
    expect(formatTime(MARCH_5_2025)).toBe('09:07');
    expect(formatTime(new Date(2025, 2, 5, 21, 30))).toBe('21:30');
  });
});

describe('parseDottedDate', () => {
  it('SPEC 5: DD.MM.YYYY is converted to MM/DD/YYYY before use', () => {
    expect(dottedToUsDate('05.03.2025')).toBe('03/05/2025');
    expect(dottedToUsDate('5.3.2025')).toBe('03/05/2025');
  });

  it('SPEC 5: the converted date is the right day (5 March, not 3 May)', () => {
    const date = parseDottedDate('05.03.2025');
    expect(date).not.toBeNull();
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate()]).toEqual([2025, 2, 5]);
  });

  it('invalid input gives null, not a crash', () => {
    for (const value of ['', '2025-03-05', '32.01.2025', '31.02.2025', '05.13.2025', 'aa.bb.cccc', '05.03.25', null, undefined, 42]) {
      expect(parseDottedDate(value), String(value)).toBeNull();
    }
  });
});

describe('weekStart', () => {
  it('SPEC 9: weeks start on Monday in ru, kk and uz', () => {
    expect(weekStart('ru')).toBe(1);
    expect(weekStart('kk')).toBe(1);
    expect(weekStart('uz')).toBe(1);
  });

  it('en keeps the English default, Sunday', () => {
    expect(weekStart('en')).toBe(0);
  });

  it('the dayjs locales agree: the week of Wednesday 5 March 2025 starts on Monday 3 March in ru, kk, uz', () => {
    for (const locale of ['ru', 'kk', 'uz-latn']) {
      expect(dayjs(MARCH_5_2025).locale(locale).startOf('week').date(), locale).toBe(3);
    }
  });
});
