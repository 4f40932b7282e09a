/**
 * The Kazakh individual identification number (IIN, ЖСН): 12 digits.
 *
 *   9 0 0 1 0 1 | 3 | 0 0 0 1 | 2
 *   YY MM DD      century and sex (1..6)   serial   check digit
 *
 * The check digit: the first 11 digits weighted 1..11, summed, mod 11; a 10 means a second
 * pass with the weights 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2; a 10 again means no valid IIN has
 * these 11 digits. Pure and browser-safe: the form checks it before sending, the API again.
 */

export type IinProblem = 'required' | 'iin_digits' | 'iin_length' | 'iin_date' | 'iin_checksum';

export type IinCheck = { ok: true; birthDate: string; sex: 'male' | 'female' } | { ok: false; problem: IinProblem };

export const IIN_LENGTH = 12;

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** Digit 7: 1/2 born in the 1800s, 3/4 in the 1900s, 5/6 in the 2000s; odd for men, even for women. */
const CENTURY: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

/** What people type around the digits ('900101 300 012'): spaces only; anything else is the IIN's error. */
export function normalizeIin(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The check digit of the first 11 digits, or null when both passes give 10 (no valid IIN starts so). */
export function iinCheckDigit(first11: string): number | null {
  const digits = [...first11].map(Number);
  const pass = (weights: number[]) => digits.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 11;
  const first = pass(FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = pass(SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

/** Today in Kazakhstan (Asia/Almaty) as YYYY-MM-DD: a birth date after it is not plausible. */
function todayInKazakhstan(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The birth date digits 1-7 name, as YYYY-MM-DD, or null: a day the calendar lacks, a century digit outside 1..6. */
export function iinBirthDate(iin: string): string | null {
  const century = CENTURY[iin[6]];
  if (century === undefined) return null;
  const year = century + Number(iin.slice(0, 2));
  const month = Number(iin.slice(2, 4));
  const day = Number(iin.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31.02 over into March: a real date reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
}

/**
 * Checks an IIN as typed (spaces allowed): digits only, 12 of them, a plausible birth date
 * (a real calendar day, century digit 1..6, not after today), and the check digit.
 *
 *   checkIin('900101 300017') -> { ok: true, birthDate: '1990-01-01', sex: 'male' }
 *   checkIin('900101300012') -> { ok: false, problem: 'iin_checksum' } (its check digit is 7)
 */
export function checkIin(value: string, today: string = todayInKazakhstan()): IinCheck {
  const iin = normalizeIin(value);
  if (iin === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(iin)) return { ok: false, problem: 'iin_digits' };
  if (iin.length !== IIN_LENGTH) return { ok: false, problem: 'iin_length' };
  const birthDate = iinBirthDate(iin);
  if (!birthDate || birthDate > today) return { ok: false, problem: 'iin_date' };
  if (iinCheckDigit(iin.slice(0, 11)) !== Number(iin[11])) return { ok: false, problem: 'iin_checksum' };
  return { ok: true, birthDate, sex: Number(iin[6]) % 2 === 1 ? 'male' : 'female' };
}

export function isValidIin(value: string): boolean {
  return checkIin(value).ok;
}
