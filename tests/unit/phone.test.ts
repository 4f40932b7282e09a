import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { groupRegionPhone } from '@/lib/phone/display';
import { displayPhone, normalizePhone } from '@/lib/phone/normalize';
import { metadataFile, trimmedMetadata } from '@/scripts/phone-metadata.mjs';

describe('normalizePhone: one normaliser, the phone stored with a leading plus (SPEC 3)', () => {
  it('a Kazakh domestic number (8 7xx) becomes +7 7xx, as sign-in and the forms both need', () => {
    expect(normalizePhone('8 701 555 12 34')).toBe('+77015551234');
    expect(normalizePhone('8 (727) 250-00-00')).toBe('+77272500000');
  });

  it('every spelling of one Kazakh number is the same stored phone', () => {
    const spellings = ['+7 (701) 555-12-34', '+77015551234', '87015551234', '7015551234', '7 701 555 12 34', ' 8-701-555-12-34 '];
    expect(new Set(spellings.map(normalizePhone))).toEqual(new Set(['+77015551234']));
  });

  it('an Uzbek number, domestic or international, becomes +998', () => {
    expect(normalizePhone('90 123 45 67')).toBe('+998901234567');
    expect(normalizePhone('998 90 123 45 67')).toBe('+998901234567');
    expect(normalizePhone('+998 (71) 200-00-00')).toBe('+998712000000');
  });

  it('a Russian number keeps its +7', () => {
    expect(normalizePhone('+7 916 555-12-34')).toBe('+79165551234');
  });

  it("another country's number written with + is kept in E.164 shape", () => {
    expect(normalizePhone('+49 30 1234567')).toBe('+49301234567');
    expect(normalizePhone('+1 (212) 555-0100')).toBe('+12125550100');
  });

  it('what is not a phone is refused', () => {
    for (const bad of ['', '+', '12', 'abc', '8 701 555', '+7 701 555 12 34 56 78', '+77015551234; drop table', '8 000 000 00 00', '+1234567']) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });

  it('the metadata file is the current trim of libphonenumber-js (node scripts/phone-metadata.mjs)', () => {
    const full = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
    expect(JSON.parse(readFileSync(metadataFile, 'utf8'))).toEqual(trimmedMetadata(full));
  });
});

describe('displayPhone: a stored phone in the grouping people of the region write (issue 28)', () => {
  it('a Kazakh mobile number reads 3-3-2-2', () => {
    expect(displayPhone('+77052877533')).toBe('+7 705 287 75 33');
    expect(displayPhone('+77471234567')).toBe('+7 747 123 45 67');
  });

  it("Almaty's three-digit area code 727 reads 3-3-2-2", () => {
    expect(displayPhone('+77273551234')).toBe('+7 727 355 12 34');
  });

  it('the four-digit area codes of the other cities read 4-2-2-2', () => {
    expect(displayPhone('+77172554040')).toBe('+7 7172 55 40 40'); // Astana
    expect(displayPhone('+77212123456')).toBe('+7 7212 12 34 56'); // Karaganda
    expect(displayPhone('+77232765432')).toBe('+7 7232 76 54 32'); // Oskemen
    expect(displayPhone('+77252300000')).toBe('+7 7252 30 00 00'); // Shymkent
  });

  it('a Russian number reads 3-3-2-2', () => {
    expect(displayPhone('+79165551234')).toBe('+7 916 555 12 34');
  });

  it('an Uzbek number reads its two-digit code, then 3-2-2: a mobile and a Tashkent line (71)', () => {
    expect(displayPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(displayPhone('+998712000000')).toBe('+998 71 200 00 00');
  });

  it("another country's number of the metadata gets libphonenumber's international grouping", () => {
    expect(displayPhone('+996555123456')).toBe('+996 555 123 456');
  });

  it('what the library cannot read is shown as stored', () => {
    expect(displayPhone('+49301234567')).toBe('+49301234567');
    expect(displayPhone('not a phone')).toBe('not a phone');
  });

  it('every spelling of a number normalises and then reads the same', () => {
    for (const typed of ['8 7172 55-40-40', '+7 (7172) 554040', '7172554040']) {
      expect(displayPhone(normalizePhone(typed) ?? ''), typed).toBe('+7 7172 55 40 40');
    }
  });

  it('groupRegionPhone leaves numbers outside KZ and UZ to the library', () => {
    expect(groupRegionPhone('+996555123456')).toBeNull();
    expect(groupRegionPhone('+7701555123')).toBeNull();
    expect(groupRegionPhone('+7 705 287 75 33')).toBe('+7 705 287 75 33');
  });
});
