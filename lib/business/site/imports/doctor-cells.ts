import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { DOCTOR_LIMITS, SPOKEN_LANGUAGES } from '../doctors/schemas';

/*
 * The cells of a doctors' spreadsheet that are not plain text: the experience and the languages
 * spoken, as a clinic writes them.
 */

/** The earliest year a career may have started in (a doctor of 80 years' experience at most). */
const EARLIEST_START = (now: Date) => now.getFullYear() - DOCTOR_LIMITS.experience;

/**
 * «15», «15 лет», «15 жыл», «15 yil», «15 years» as years; a career start year («2005», «с 2005»,
 * «2005 жылдан», «2005 yildan») as the years since. Empty: null. Anything else, a negative number,
 * more than 80 years or a year to come: not read.
 */
export function readExperience(text: string, now = new Date()): { ok: true; years: number | null } | { ok: false } {
  const value = text.trim().toLowerCase();
  if (!value) return { ok: true, years: null };
  const year = /^(?:с|from|since)?\s*(\d{4})\s*(?:г\.?|года?|жылдан|жылы|yildan|yil)?$/u.exec(value);
  if (year) {
    const start = Number(year[1]);
    return start >= EARLIEST_START(now) && start <= now.getFullYear() ? { ok: true, years: now.getFullYear() - start } : { ok: false };
  }
  const years = /^(\d{1,2})(?:[.,]0+)?\s*(?:лет|года?|г\.?|жыл|yil|years?|yrs?)?$/u.exec(value);
  if (years && Number(years[1]) <= DOCTOR_LIMITS.experience) return { ok: true, years: Number(years[1]) };
  return { ok: false };
}

/** A language's name as a key: case, apostrophes and the word «language» («язык», «тілі», «tili») do not count. */
const languageKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[ʻʼ'’`‘]/g, '')
    .replace(/\s*(?:языки?|тілі|tili|language)$/u, '')
    .trim();

/** Every name of a spoken language: its code and its name in each of the four languages (Specialists.languageNames). */
const NAMES: Map<string, Locale> = new Map(
  SPOKEN_LANGUAGES.flatMap((code) => [[code, code] as const, ...LOCALES.map((ui) => [languageKey(MESSAGES[ui].Specialists.languageNames[code]), code] as const)]),
);

/**
 * «русский, казахский», «ru; kk», «Орыс тілі / қазақ тілі», «rus va oʻzbek», «Russian and English»
 * as codes (each once, in the cell's order); an empty cell: none. The words not understood are
 * returned in `unknown`.
 */
export function readLanguages(text: string): { codes: Locale[]; unknown: string[] } {
  const parts = text
    .split(/[,;/|\n]+|\s+(?:и|және|va|and)\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
  const codes: Locale[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const code = NAMES.get(languageKey(part));
    if (!code) unknown.push(part);
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, unknown };
}
