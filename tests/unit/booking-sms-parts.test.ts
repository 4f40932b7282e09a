import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeHashSecret } from '@/lib/auth/codes/secret';
import { nameWithInitials, visitSms, VISIT_SMS_MAX_PARTS, type VisitNotice } from '@/lib/booking/notify/messages';
import { readVisitToken, visitToken } from '@/lib/booking/tokens';
import type { Locale } from '@/lib/i18n/locales';
import { gsmWhenPossible, smsSize } from '@/lib/sms/segments';

describe('SMS parts (GSM 7-bit: 160 alone, 153 a part; UCS-2: 70 alone, 67 a part)', () => {
  it('counts GSM 7-bit texts, the extension table counting two and never split', () => {
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    // 152 letters then a two-unit character: it goes whole into the second part.
    expect(smsSize(`${'a'.repeat(152)}{${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', units: 306, segments: 3 });
  });

  it('counts Cyrillic, Kazakh letters and «ʻ» as UCS-2, a surrogate pair never split', () => {
    expect(smsSize('я'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('я'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('ң'.repeat(134)).segments).toBe(2);
    expect(smsSize('ң'.repeat(135)).segments).toBe(3);
    expect(smsSize('oʻ').encoding).toBe('UCS-2');
    expect(smsSize(`${'a'.repeat(68)}😀`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize(`${'a'.repeat(69)}😀`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize(`${'a'.repeat(66)}😀${'a'.repeat(66)}`).segments).toBe(3);
  });

  it('writes Uzbek «ʻ» and typographic marks the GSM way only when the whole text then is GSM', () => {
    expect(gsmWhenPossible('Oʻzgartirish — koʻchasi')).toBe("O'zgartirish - ko'chasi");
    expect(gsmWhenPossible('Запись — «Демо»')).toBe('Запись — «Демо»');
  });
});

// A typical clinic, doctor and address per language, and both kinds of manage link: the clinic's
// own domain and its copy on the platform (the longer), with a six-digit visit id.
const CASES: Record<Locale, { clinic: string; address: string; doctor: string }> = {
  ru: { clinic: 'Клиника Демо Мед', address: 'г. Алматы, ул. Абая, 150', doctor: 'Омарова Гульнара Сериковна' },
  kk: { clinic: 'Демо Мед клиникасы', address: 'Алматы қ., Абай даңғылы, 150', doctor: 'Омарова Гүлнар Серікқызы' },
  uz: { clinic: 'Demo Med klinikasi', address: 'Toshkent sh., Amir Temur koʻchasi, 15', doctor: 'Gʻulomova Dilnoza Akmalovna' },
  en: { clinic: 'Demo Med Clinic', address: '150 Abay Ave, Almaty', doctor: 'Gulnara Omarova' },
};
const token = visitToken(123456, 3, 'manage');
const prefix = (locale: Locale) => (locale === 'ru' ? '' : `/${locale}`);
const links = (locale: Locale) => [`https://demo-clinic.kz${prefix(locale)}/visit/${token}`, `https://clinics.kz${prefix(locale)}/l/demo-clinic/visit/${token}`];
const notice = (locale: Locale, manageUrl: string): VisitNotice => ({ locale, timeZone: 'Asia/Almaty', start: new Date('2026-03-05T04:30:00Z'), clinicPhone: null, visitType: null, patientName: null, manageUrl, ...CASES[locale] });
const now = new Date('2026-01-10T00:00:00Z');

describe('the booking SMS with its link fits two parts', () => {
  it('the manage token is short (22 characters of HMAC) and still read; the full-length one made before too', () => {
    expect(token).toMatch(/^123456\.3\.[A-Za-z0-9_-]{22}$/);
    expect(readVisitToken(token, 'manage')).toEqual({ visitId: 123456, version: 3 });
    expect(readVisitToken(token, 'hold')).toBeNull();
    expect(readVisitToken(token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), 'manage')).toBeNull();
    // A link sent before the token was shortened: the whole HMAC, as lib/booking/tokens.ts computes it.
    const key = createHmac('sha256', codeHashSecret()).update('booking-visit-token/v1').digest();
    const full = createHmac('sha256', key).update('manage\n123456\n3').digest('base64url');
    expect(full.startsWith(token.split('.')[2])).toBe(true);
    expect(readVisitToken(`123456.3.${full}`, 'manage')).toEqual({ visitId: 123456, version: 3 });
    expect(readVisitToken(`123456.3.${full.slice(0, 30)}`, 'manage')).toBeNull();
  });

  it.each(['ru', 'kk', 'uz', 'en'] as const)('%s: booked, moved and reminder, on the own domain and on the platform: at most 2 parts, with the day, the time and the link', (locale) => {
    for (const link of links(locale)) {
      for (const kind of ['booked', 'moved', 'reminder'] as const) {
        const text = visitSms(kind, notice(locale, link), now);
        const size = smsSize(text);
        expect(size.segments, `${text} (${size.units} ${size.encoding})`).toBeLessThanOrEqual(VISIT_SMS_MAX_PARTS);
        expect(text).toContain('09:30');
        expect(text.endsWith(link)).toBe(true);
        expect(text).not.toContain('..');
      }
    }
  });

  it('keeps as much as fits: the place when it fits, else the doctor in full, else with initials', () => {
    const [own, platform] = links('ru');
    expect(visitSms('booked', notice('ru', own), now)).toBe(`Вы записаны: 05 марта, 09:30, Омарова Гульнара Сериковна. Изменить: ${own}`);
    expect(visitSms('booked', notice('ru', platform), now)).toBe(`Вы записаны: 05 марта, 09:30, Омарова Г. С. Изменить: ${platform}`);
    // Uzbek goes in the GSM alphabet: 306 characters in two parts, room for the address too.
    const uz = visitSms('booked', notice('uz', links('uz')[1]), now);
    expect(smsSize(uz).encoding).toBe('GSM-7');
    expect(uz).toContain("Toshkent sh., Amir Temur ko'chasi, 15");
    expect(uz).toContain("G'ulomova Dilnoza Akmalovna");
    // English fits one part with everything.
    expect(visitSms('booked', notice('en', links('en')[1]), now)).toContain('150 Abay Ave, Almaty');
    expect(smsSize(visitSms('booked', notice('en', links('en')[1]), now)).segments).toBe(1);
  });

  it('a long link leaves room for what and when only; a link too long for two parts still gets them', () => {
    const long = `https://clinics.kz/kk/l/dental-almaty-center/visit/${token}`;
    const text = visitSms('moved', notice('kk', long), now);
    expect(text).toBe(`Жазылу ауыстырылды: 05 наурыз, 09:30. Өзгерту: ${long}`);
    expect(smsSize(text).segments).toBe(2);
    const absurd = `https://${'x'.repeat(80)}.kz/kk/visit/${token}`;
    expect(visitSms('moved', notice('kk', absurd), now)).toBe(`Жазылу ауыстырылды: 05 наурыз, 09:30. Өзгерту: ${absurd}`);
  });

  it('writes a name with initials', () => {
    expect(nameWithInitials('Омарова Гульнара Сериковна')).toBe('Омарова Г. С.');
    expect(nameWithInitials('  Ким  ')).toBe('Ким');
  });
});
