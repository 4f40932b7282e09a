/** Why a price cell is not a price (Imports.rowErrors). */
export type PriceCellError = 'price_missing' | 'price_not_number' | 'price_negative' | 'price_not_whole' | 'price_too_large';

export type PriceCell = { ok: true; price: number; from: boolean } | { ok: false; code: PriceCellError };

const FROM_BEFORE = /^(?:от|from|ot|кемінде|kamida)\s*/u;
const FROM_AFTER = /\s*-?\s*(?:(?:дан|ден|тан|тен|нан|нен|dan)\s*)?(?:бастап|boshlab)$/u;
const CURRENCY = /(?:₸|тг\.?|тенге|теңге|kzt|сумов|сум|сўм|сом|so[ʻʼ'’]?m|uzs|sum|₽|руб\.?)/gu;

/**
 * A price as a clinic's table writes it: «12 000», «12 000,00», «12.000», «12000 ₸», «от 5000»,
 * «5000-нан бастап», «5 000 soʻm». Spaces (also non-breaking) and a «.» or «,» before each three
 * digits group thousands; a «,» or «.» before one or two digits is a fraction, refused unless it
 * is zero (prices are whole tenge or sum: price_not_whole). «от» (from, ot, кемінде, kamida, …бастап, …dan boshlab) sets From.
 */
export function readPrice(text: string, max: number): PriceCell {
  let value = text
    .toLowerCase()
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim();
  let from = false;
  if (FROM_BEFORE.test(value)) [value, from] = [value.replace(FROM_BEFORE, ''), true];
  if (FROM_AFTER.test(value)) [value, from] = [value.replace(FROM_AFTER, ''), true];
  value = value.replace(CURRENCY, '').replace(/\s+/g, '');
  if (value === '') return { ok: false, code: from ? 'price_not_number' : 'price_missing' };
  const negative = /^[-−–]/.test(value);
  if (negative) value = value.slice(1);
  const number = readUnsigned(value);
  if (number === null) return { ok: false, code: 'price_not_number' };
  if (negative && (number.whole > 0 || number.fraction)) return { ok: false, code: 'price_negative' };
  if (number.fraction) return { ok: false, code: 'price_not_whole' };
  if (number.whole > max) return { ok: false, code: 'price_too_large' };
  return { ok: true, price: number.whole, from };
}

function readUnsigned(value: string): { whole: number; fraction: boolean } | null {
  const grouped = /^(\d{1,3})([.,'])(\d{3})((?:\2\d{3})*)$/.exec(value);
  if (grouped) return { whole: Number(value.replace(/[.,']/g, '')), fraction: false };
  const parts = /^(\d{1,3}(?:([.,'])\d{3}(?:\2\d{3})*)|\d+)(?:[.,](\d+))?$/.exec(value);
  if (!parts) return null;
  const whole = Number(parts[1].replace(/[.,']/g, ''));
  if (!Number.isSafeInteger(whole)) return null;
  return { whole, fraction: /[1-9]/.test(parts[3] ?? '') };
}
