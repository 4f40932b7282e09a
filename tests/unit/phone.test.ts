import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@/lib/phone/normalize';
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
