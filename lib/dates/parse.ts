import dayjs from 'dayjs';

const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * SPEC 5: a DD.MM.YYYY string becomes MM/DD/YYYY before use, the form Date parses.
 * '05.03.2025' -> '03/05/2025'; anything else -> null.
 */
export function dottedToUsDate(value: string): string | null {
  const match = DOTTED.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`;
}

/**
 * '05.03.2025' -> 5 March 2025 (local midnight). Invalid input, including a day the month
 * lacks ('31.02.2025', which Date would roll over into March), gives null, never a crash.
 */
export function parseDottedDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const us = dottedToUsDate(value);
  if (!us) return null;
  const parsed = dayjs(us);
  const [month, day, year] = us.split('/').map(Number);
  if (!parsed.isValid() || parsed.date() !== day || parsed.month() + 1 !== month || parsed.year() !== year) return null;
  return parsed.toDate();
}
