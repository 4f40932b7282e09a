/**
 * A clinic's brand colour (issue 31): one #rrggbb chosen in /pro settings, the colour of the site's
 * links, buttons and headings. Text and buttons in it stand on white, so it must reach WCAG AA for
 * normal text, 4.5:1 against white; a lighter one is refused, and the settings offer the nearest
 * darker shade that reaches it.
 */
export const MIN_BRAND_CONTRAST = 4.5;
const HEX = /^#[0-9a-f]{6}$/;

type Rgb = [number, number, number];

/** '#0F766E' or '0f766e' -> '#0f766e'; null when it is no six-digit hex colour. */
export function normalizeHexColour(value: string): string | null {
  const hex = `#${value.trim().replace(/^#/, '').toLowerCase()}`;
  return HEX.test(hex) ? hex : null;
}

const toRgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text in this colour on white is readable (AA, 4.5:1). */
export function isReadableOnWhite(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= MIN_BRAND_CONTRAST;
}

/** The colour mixed toward another by `amount` (0: itself, 1: the other). */
function mix(hex: string, toward: string, amount: number): string {
  const from = toRgb(hex);
  const to = toRgb(toward);
  return toHex(from.map((channel, index) => channel + (to[index] - channel) * amount) as Rgb);
}

/** The colour itself when readable on white, else the lightest shade of it toward black that is (same hue). */
export function readableShade(hex: string): string {
  if (isReadableOnWhite(hex)) return hex;
  for (let step = 1; step <= 100; step += 1) {
    const shade = mix(hex, '#000000', step / 100);
    if (isReadableOnWhite(shade)) return shade;
  }
  return '#000000';
}

/**
 * A pale tint of the colour, at least `amount` toward white, and pale enough to be read as text on
 * the colour itself (the home's hero writes 50 and 100 on 700): white at the most.
 */
function paleTint(hex: string, amount: number): string {
  for (let step = Math.round(amount * 100); step <= 100; step += 1) {
    const tint = mix(hex, '#ffffff', step / 100);
    if (contrastRatio(tint, hex) >= MIN_BRAND_CONTRAST) return tint;
  }
  return '#ffffff';
}

/**
 * The site's brand shades from the chosen colour (the 700 of globals.css's --color-brand-*):
 * 800 darker for names and hovered text, 600 for borders, 100 and 50 pale backgrounds that are
 * also text on 700 (the home's hero), so both stay AA on it.
 */
export function brandPalette(hex: string): Record<'50' | '100' | '600' | '700' | '800', string> {
  return { '50': paleTint(hex, 0.94), '100': paleTint(hex, 0.82), '600': mix(hex, '#ffffff', 0.15), '700': hex, '800': mix(hex, '#000000', 0.25) };
}

/** The CSS custom properties that give a clinic's pages its brand colour (none for the platform's own). */
export function brandStyle(hex: string | null): Record<string, string> | undefined {
  const colour = hex && normalizeHexColour(hex);
  if (!colour || !isReadableOnWhite(colour)) return undefined;
  return Object.fromEntries(Object.entries(brandPalette(colour)).map(([shade, value]) => [`--color-brand-${shade}`, value]));
}
