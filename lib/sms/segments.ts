/*
 * How many parts an SMS takes (3GPP TS 23.038 and 23.040): a text written wholly in the GSM 7-bit
 * alphabet goes 160 characters in one SMS, 153 per part when split (the extension table's
 * characters count two and never split); anything else (Cyrillic, Kazakh letters, «ʻ») goes as
 * UCS-2: 70 UTF-16 units in one SMS, 67 per part (a surrogate pair never split).
 */

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsSize = { encoding: SmsEncoding; units: number; segments: number };

/** Whether every character is in the GSM 7-bit alphabet (its basic table or the extension). */
export const isGsm7 = (text: string) => [...text].every((char) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char));

/** Packs characters of `sizes` units into parts of `perPart`, never splitting one. */
function parts(sizes: number[], perPart: number): number {
  let count = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      count += 1;
      used = 0;
    }
    used += size;
  }
  return count;
}

/** The encoding, the length in its units and the number of SMS parts of `text` (0 for an empty text). */
export function smsSize(text: string): SmsSize {
  const chars = [...text];
  const gsm = isGsm7(text);
  const sizes = gsm ? chars.map((char) => (GSM7_EXTENSION.has(char) ? 2 : 1)) : chars.map((char) => char.length);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const [single, perPart] = gsm ? [160, 153] : [70, 67];
  const segments = units === 0 ? 0 : units <= single ? 1 : parts(sizes, perPart);
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments };
}

const GSM_LOOKALIKES: [RegExp, string][] = [
  [/[ʻʼ‘’`´]/g, "'"],
  [/[“”«»]/g, '"'],
  [/[–—]/g, '-'],
  [/…/g, '...'],
  [/\u00a0/g, ' '],
];

/**
 * The text with its typographic marks written the GSM way («oʻ» as «o'», «—» as «-») when that
 * makes it wholly GSM 7-bit (an Uzbek or English SMS then goes 153 characters a part instead of
 * 67); otherwise unchanged: a Cyrillic text is UCS-2 anyway and keeps its typography.
 */
export function gsmWhenPossible(text: string): string {
  const plain = GSM_LOOKALIKES.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
  return isGsm7(plain) ? plain : text;
}
