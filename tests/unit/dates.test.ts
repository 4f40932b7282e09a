import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CLINIC_TIME_ZONES, DATE_FORMATS, DEFAULT_TIME_ZONE, TIME_FORMAT, clinicTimeZone, dottedToUsDate, formatDate, formatDateTime, formatShortDate, formatTime, parseDottedDate, weekStart, DAYJS_LOCALES } from '@/lib/dates';

// SPEC 5 "Dates", SPEC 9 and GLOSSARY "Dates" date display, one rule per test. Instants carry
// Almaty's offset (+05:00), the zone written in by default: the test does not depend on the machine's.
const MARCH_5_2025 = new Date('2025-03-05T09:07:00+05:00');
const NOVEMBER_26_2025 = new Date('2025-11-26T09:05:00+05:00');
const NOVEMBER_7_2025 = new Date('2025-11-07T18:40:00+05:00');
const IN_2025 = new Date('2025-11-20T00:00:00+05:00');
const IN_2026 = new Date('2026-01-10T00:00:00+05:00');

describe('formatDate', () => {
  it('SPEC 9 / GLOSSARY: each language has its own date forms, all with a two-digit day (DD MMMM)', () => {
    expect(DATE_FORMATS).toEqual({
      ru: { date: 'DD MMMM', withYear: 'DD MMMM YYYY', short: 'DD MMM' },
      kk: { date: 'DD MMMM', withYear: 'YYYY [жылғы] DD MMMM', short: 'DD MMM' },
      uz: { date: 'DD-MMMM', withYear: 'YYYY-[yil] DD-MMMM', short: 'DD-MMM' },
      en: { date: 'DD MMMM', withYear: 'DD MMMM YYYY', short: 'DD MMM' },
    });
    expect(formatDate(MARCH_5_2025, 'ru', { now: IN_2025 })).toBe('05 марта');
  });

  it('ru, SPEC 9: 7 November reads «07 ноября», with a leading zero', () => {
    expect(formatDate(NOVEMBER_7_2025, 'ru', { now: IN_2025 })).toBe('07 ноября');
    expect(formatDate(NOVEMBER_7_2025, 'ru', { now: IN_2026 })).toBe('07 ноября 2025');
  });

  it('kk, SPEC 9: 7 November reads «07 қараша», with a leading zero', () => {
    expect(formatDate(NOVEMBER_7_2025, 'kk', { now: IN_2025 })).toBe('07 қараша');
    expect(formatDate(NOVEMBER_7_2025, 'kk', { now: IN_2026 })).toBe('2025 жылғы 07 қараша');
  });

  it('uz, SPEC 9: 7 November reads «07-noyabr», with a leading zero', () => {
    expect(formatDate(NOVEMBER_7_2025, 'uz', { now: IN_2025 })).toBe('07-noyabr');
    expect(formatDate(NOVEMBER_7_2025, 'uz', { now: IN_2026 })).toBe('2025-yil 07-noyabr');
  });

  it('en, SPEC 9: 7 November reads «07 November», with a leading zero', () => {
    expect(formatDate(NOVEMBER_7_2025, 'en', { now: IN_2025 })).toBe('07 November');
    expect(formatDate(NOVEMBER_7_2025, 'en', { now: IN_2026 })).toBe('07 November 2025');
  });

  it('SPEC 9: the year is added only when it differs from the current year', () => {
    expect(formatDate(MARCH_5_2025, 'ru', { now: IN_2025 })).toBe('05 марта');
    expect(formatDate(MARCH_5_2025, 'ru', { now: IN_2026 })).toBe('05 марта 2025');
  });

  it('ru: «26 ноября», month names in the genitive, with the year last', () => {
    expect(formatDate(NOVEMBER_26_2025, 'ru', { now: IN_2025 })).toBe('26 ноября');
    expect(formatDate(new Date('2025-01-01T00:00:00+05:00'), 'ru', { now: IN_2025 })).toBe('01 января');
    expect(formatDate(new Date('2025-09-15T00:00:00+05:00'), 'ru', { now: IN_2026 })).toBe('15 сентября 2025');
  });

  it('kk: «26 қараша», with the year «2025 жылғы 26 қараша»', () => {
    expect(formatDate(NOVEMBER_26_2025, 'kk', { now: IN_2025 })).toBe('26 қараша');
    expect(formatDate(NOVEMBER_26_2025, 'kk', { now: IN_2026 })).toBe('2025 жылғы 26 қараша');
    expect(formatDate(MARCH_5_2025, 'kk', { now: IN_2025 })).toBe('05 наурыз');
    expect(formatDate(new Date('2025-01-01T00:00:00+05:00'), 'kk', { now: IN_2026 })).toBe('2025 жылғы 01 қаңтар');
  });

  it('uz: «26-noyabr» in lower case, with the year «2025-yil 26-noyabr»', () => {
    expect(formatDate(NOVEMBER_26_2025, 'uz', { now: IN_2025 })).toBe('26-noyabr');
    expect(formatDate(NOVEMBER_26_2025, 'uz', { now: IN_2026 })).toBe('2025-yil 26-noyabr');
    expect(formatDate(MARCH_5_2025, 'uz', { now: IN_2025 })).toBe('05-mart');
    expect(formatDate(new Date('2025-01-01T00:00:00+05:00'), 'uz', { now: IN_2026 })).toBe('2025-yil 01-yanvar');
  });

  it('uz: every month is Latin and lower case, never Cyrillic or capitalised', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2025, month, 1, 6)), 'uz', { now: IN_2025 }).slice(3));
    expect(months).toEqual(['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr']);
  });

  it('the uz months are lower-cased in our own dayjs locale only: the global locale and uz-latn stay as they were', () => {
    expect(dayjs.locale()).toBe('en');
    expect(dayjs(NOVEMBER_26_2025).locale('uz-latn').format('MMMM')).toBe('Noyabr');
    expect(weekStart('uz')).toBe(1);
  });

  it('en: English month names', () => {
    expect(formatDate(MARCH_5_2025, 'en', { now: IN_2025 })).toBe('05 March');
    expect(formatDate(new Date('2025-12-31T00:00:00+05:00'), 'en', { now: IN_2026 })).toBe('31 December 2025');
  });

  it('SPEC 5: a DD.MM.YYYY string is read as day, month, year', () => {
    expect(formatDate('05.03.2025', 'ru', { now: IN_2025 })).toBe('05 марта');
    expect(formatDate('26.11.2025', 'uz', { now: IN_2025 })).toBe('26-noyabr');
  });

  it('an invalid date formats as an empty string, never "Invalid Date"', () => {
    expect(formatDate('not a date', 'ru', { now: IN_2025 })).toBe('');
    expect(formatDate(Number.NaN, 'en', { now: IN_2025 })).toBe('');
    expect(formatDateTime('not a date', 'kk', { now: IN_2025 })).toBe('');
    expect(formatShortDate('not a date', 'uz')).toBe('');
  });
});

describe('formatShortDate', () => {
  it('a chart axis: abbreviated months in each language, uz in lower case with the hyphen', () => {
    expect(formatShortDate(NOVEMBER_26_2025, 'ru')).toBe('26 нояб.');
    expect(formatShortDate(NOVEMBER_26_2025, 'kk')).toBe('26 қар');
    expect(formatShortDate(NOVEMBER_26_2025, 'uz')).toBe('26-noy');
  });
});

describe('formatTime', () => {
  it('SPEC 9: the time format is HH:mm, 24-hour with leading zeros', () => {
    expect(TIME_FORMAT).toBe('HH:mm');
    expect(formatTime(MARCH_5_2025)).toBe('09:07');
    expect(formatTime(new Date('2025-03-05T21:30:00+05:00'))).toBe('21:30');
  });
});

describe('formatDateTime', () => {
  it('the date in its language, then the time', () => {
    expect(formatDateTime(NOVEMBER_26_2025, 'ru', { now: IN_2025 })).toBe('26 ноября, 09:05');
    expect(formatDateTime(NOVEMBER_26_2025, 'kk', { now: IN_2025 })).toBe('26 қараша, 09:05');
    expect(formatDateTime(NOVEMBER_26_2025, 'uz', { now: IN_2025 })).toBe('26-noyabr, 09:05');
  });

  it('with the year when it is not the current one', () => {
    expect(formatDateTime(NOVEMBER_26_2025, 'kk', { now: IN_2026 })).toBe('2025 жылғы 26 қараша, 09:05');
    expect(formatDateTime(NOVEMBER_26_2025, 'uz', { now: IN_2026 })).toBe('2025-yil 26-noyabr, 09:05');
    expect(formatDateTime(NOVEMBER_26_2025, 'ru', { now: IN_2026 })).toBe('26 ноября 2025, 09:05');
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
    for (const locale of ['ru', 'kk', 'uz-latn', DAYJS_LOCALES.uz]) {
      expect(dayjs(MARCH_5_2025).locale(locale).startOf('week').date(), locale).toBe(3);
    }
  });
});

describe('time zones (issue 28: the same text on the server and in any browser)', () => {
  const LATE_EVENING_UTC = '2025-11-26T20:30:00Z';

  it('an instant is written in the zone asked for, Asia/Almaty by default, never the machine’s', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'ru', { now: IN_2025 })).toBe('27 ноября, 01:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'ru', { now: IN_2025, zone: 'Asia/Almaty' })).toBe('27 ноября, 01:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'ru', { now: IN_2025, zone: 'Asia/Aqtobe' })).toBe('27 ноября, 01:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'uz', { now: IN_2025, zone: 'Asia/Tashkent' })).toBe('27-noyabr, 01:30');
    expect(formatTime('2025-11-26T18:59:00Z', { zone: 'Asia/Tashkent' })).toBe('23:59');
    expect(formatDate('2025-11-26T18:59:00Z', 'en', { now: IN_2025, zone: 'Asia/Tashkent' })).toBe('26 November');
  });

  it('the same text whatever process.env.TZ says', () => {
    const before = process.env.TZ;
    try {
      const texts = ['America/New_York', 'UTC', 'Asia/Tokyo'].map((tz) => {
        process.env.TZ = tz;
        return formatDateTime(LATE_EVENING_UTC, 'kk', { now: IN_2025, zone: 'Asia/Qostanay' });
      });
      expect(texts).toEqual(['27 қараша, 01:30', '27 қараша, 01:30', '27 қараша, 01:30']);
    } finally {
      process.env.TZ = before;
    }
  });

  it('a calendar day stays that day in every zone (YYYY-MM-DD and DD.MM.YYYY); a day the month lacks is no date', () => {
    for (const zone of CLINIC_TIME_ZONES) {
      expect(formatDate('2025-03-05', 'ru', { now: IN_2025, zone })).toBe('05 марта');
      expect(formatDate('05.03.2025', 'ru', { now: IN_2025, zone })).toBe('05 марта');
    }
    expect(formatDate('2025-02-31', 'ru', { now: IN_2025 })).toBe('');
  });

  it('the year shows when it differs in the zone: New Year’s Eve in UTC is already the next year in Almaty', () => {
    expect(formatDate('2025-12-31T20:00:00Z', 'ru', { now: '2026-01-01T05:00:00+05:00' })).toBe('01 января');
  });

  it('the clinic zones are Kazakhstan’s and Uzbekistan’s; anything else falls back to Asia/Almaty', () => {
    expect(CLINIC_TIME_ZONES).toEqual(['Asia/Almaty', 'Asia/Aqtobe', 'Asia/Aqtau', 'Asia/Atyrau', 'Asia/Oral', 'Asia/Qostanay', 'Asia/Qyzylorda', 'Asia/Tashkent', 'Asia/Samarkand']);
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Almaty');
    expect(clinicTimeZone('Asia/Tashkent')).toBe('Asia/Tashkent');
    expect(clinicTimeZone('Europe/Moscow')).toBe('Asia/Almaty');
    expect(clinicTimeZone(null)).toBe('Asia/Almaty');
  });
});
