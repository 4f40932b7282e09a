import { describe, expect, it } from 'vitest';
import { brandPalette, brandStyle, contrastRatio, isReadableOnWhite, normalizeHexColour, readableShade } from '@/lib/tenants/brand-colour';
import { clinicCountry, isValidKzBin, isValidUzInn, taxIdKind } from '@/lib/tenants/legal-ids';

// Issue 31: a clinic's brand colour must be readable on white (WCAG AA, 4.5:1).
describe('brand colour contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The classic AA edge: #767676 passes on white, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(isReadableOnWhite('#767676')).toBe(true);
    expect(isReadableOnWhite('#777777')).toBe(false);
    // The platform's own teal (700) passes; its lighter 600 does not.
    expect(isReadableOnWhite('#0f766e')).toBe(true);
    expect(isReadableOnWhite('#0d9488')).toBe(false);
  });

  it('offers the nearest darker shade that passes, and keeps a colour that already does', () => {
    expect(readableShade('#0f766e')).toBe('#0f766e');
    for (const light of ['#0d9488', '#22c55e', '#ffeb3b', '#ffffff']) {
      const shade = readableShade(light);
      expect(isReadableOnWhite(shade), `${light} -> ${shade}`).toBe(true);
      // The nearest: one step lighter would fail (a step is 1% toward black).
      expect(contrastRatio(shade, '#ffffff'), `${light} -> ${shade}`).toBeLessThan(4.5 + 0.25);
    }
  });

  it('reads #RRGGBB with or without the #, any case; refuses anything else', () => {
    expect(normalizeHexColour('#0F766E')).toBe('#0f766e');
    expect(normalizeHexColour(' 0f766e ')).toBe('#0f766e');
    for (const bad of ['teal', '#fff', '#0f766', '#0f766e0', 'rgb(0,0,0)', '']) expect(normalizeHexColour(bad), bad).toBeNull();
  });

  it('gives the site its shades as the --color-brand-* variables, none for no colour or one too light', () => {
    const style = brandStyle('#1d4ed8')!;
    expect(style['--color-brand-700']).toBe('#1d4ed8');
    expect(Object.keys(style).sort()).toEqual(['--color-brand-100', '--color-brand-50', '--color-brand-600', '--color-brand-700', '--color-brand-800']);
    // The darker 800 is readable too; the pale backgrounds stay pale.
    expect(isReadableOnWhite(style['--color-brand-800'])).toBe(true);
    expect(contrastRatio(brandPalette('#1d4ed8')['50'], '#ffffff')).toBeLessThan(1.2);
    // At the AA edge too, the pale shades the home's hero writes on 700 stay readable on it.
    const edge = readableShade('#22c55e');
    const palette = brandPalette(edge);
    for (const pale of [palette['50'], palette['100']]) expect(contrastRatio(pale, edge), pale).toBeGreaterThanOrEqual(4.5);
    expect(brandStyle(null)).toBeUndefined();
    expect(brandStyle('#22c55e')).toBeUndefined();
  });
});

describe('legal ids', () => {
  it('checks the Kazakh BIN’s check digit (real BINs pass, one digit off fails)', () => {
    expect(isValidKzBin('971240001315')).toBe(true);
    expect(isValidKzBin('940140000385')).toBe(true);
    expect(isValidKzBin('971240001316')).toBe(false);
    expect(isValidKzBin('97124000131')).toBe(false);
  });

  it('takes a 9-digit Uzbek INN and tells the kinds and countries apart', () => {
    expect(isValidUzInn('302345678')).toBe(true);
    expect(isValidUzInn('012345678')).toBe(false);
    expect(taxIdKind('971240001315')).toBe('bin');
    expect(taxIdKind('302345678')).toBe('inn');
    expect(taxIdKind('12345')).toBeNull();
    expect(clinicCountry({ taxId: '302345678', timeZone: 'Asia/Almaty' })).toBe('uz');
    expect(clinicCountry({ taxId: null, timeZone: 'Asia/Tashkent' })).toBe('uz');
    expect(clinicCountry({ taxId: null, timeZone: 'Asia/Almaty' })).toBe('kz');
  });
});
