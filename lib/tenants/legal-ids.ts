/**
 * A clinic's tax number (issue 31): the Kazakh BIN (or an entrepreneur's IIN, the same 12 digits
 * and check digit) or the Uzbek INN (STIR, 9 digits). Told apart by their length, so one field
 * serves both countries.
 */
export type TaxIdKind = 'bin' | 'inn';

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/**
 * The Kazakh BIN/IIN check digit: the first 11 digits weighted 1..11, modulo 11; a remainder of 10
 * takes the second weights 3..11, 1, 2; a second 10 is a number never issued.
 */
export function isValidKzBin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = (weights: number[]) => weights.reduce((total, weight, index) => total + weight * digits[index], 0) % 11;
  let check = sum(FIRST_WEIGHTS);
  if (check === 10) check = sum(SECOND_WEIGHTS);
  return check !== 10 && check === digits[11];
}

/** The Uzbek INN (STIR): 9 digits, never starting with 0. */
export function isValidUzInn(value: string): boolean {
  return /^[1-9]\d{8}$/.test(value);
}

/** Which number this is, or null when it is neither a valid BIN nor an INN. */
export function taxIdKind(value: string): TaxIdKind | null {
  if (isValidKzBin(value)) return 'bin';
  if (isValidUzInn(value)) return 'inn';
  return null;
}

const UZ_TIME_ZONES = new Set(['Asia/Tashkent', 'Asia/Samarkand']);

/** The clinic's country, whose personal-data law its privacy policy names: by its tax number, else by its time zone. */
export function clinicCountry(company: { taxId: string | null; timeZone: string }): 'kz' | 'uz' {
  const kind = company.taxId ? taxIdKind(company.taxId) : null;
  if (kind) return kind === 'bin' ? 'kz' : 'uz';
  return UZ_TIME_ZONES.has(company.timeZone) ? 'uz' : 'kz';
}
