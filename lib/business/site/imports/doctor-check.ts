import type { LocalizedText } from '@/lib/db/schema/common';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ImportRecord } from '@/lib/imports';
import { DOCTOR_LIMITS } from '../doctors/schemas';
import { readExperience, readLanguages } from './doctor-cells';
import { readYesNo, sameText, type ImportColumnDef, type PreviewRow, type RowError } from './import-rows';

/*
 * Doctors from a spreadsheet (issue 31): a row per doctor with the name, specialty and «about» per
 * language in their own columns (ФИО (kk) …), the experience, the languages spoken and whether
 * the doctor is shown on the site.
 */

export type DoctorKey = `name_${Locale}` | `specialty_${Locale}` | 'experience' | 'languages' | `bio_${Locale}` | 'published';

export const DOCTOR_COLUMNS: readonly ImportColumnDef<DoctorKey>[] = [
  ...LOCALES.map((locale) => ({ key: `name_${locale}` as const, word: 'name' as const, locale, required: locale === 'ru' })),
  ...LOCALES.map((locale) => ({ key: `specialty_${locale}` as const, word: 'specialty' as const, locale })),
  { key: 'experience', word: 'experience' },
  { key: 'languages', word: 'languages' },
  ...LOCALES.map((locale) => ({ key: `bio_${locale}` as const, word: 'bio' as const, locale })),
  { key: 'published', word: 'published' },
];

/** The columns a company's template and preview show: texts only in the languages its site offers. */
export const doctorColumnsFor = (locales: readonly Locale[]) => DOCTOR_COLUMNS.filter((def) => !def.locale || locales.includes(def.locale)).map((def) => def.key);

const TEXTS = { name: DOCTOR_LIMITS.name, specialty: DOCTOR_LIMITS.specialty, bio: DOCTOR_LIMITS.text } as const;
type TextWord = keyof typeof TEXTS;

/** What a valid row sets: only its filled cells (an existing doctor keeps what the file leaves empty). */
export type DoctorValues = {
  fullName: Partial<LocalizedText>;
  specialty: Partial<LocalizedText>;
  bio: Partial<LocalizedText>;
  experienceYears?: number;
  languages?: Locale[];
  isPublished?: boolean;
};

/** A doctor already on the site, as the check needs it. */
export type KnownDoctor = { id: number; fullName: LocalizedText };

export type DoctorPlan = { line: number; values: DoctorValues; existingId: number | null };

/**
 * Every row checked, with its errors, and what the valid rows do. A row whose Russian name is a
 * doctor's already on the site (case, «ё» and spaces do not count) updates that doctor's filled
 * columns and is marked with the note name_taken; a new doctor needs a Russian specialty. The same
 * Russian name twice in the file is duplicate_row on the later row.
 */
export function checkDoctorRows(records: ImportRecord<DoctorKey>[], locales: readonly Locale[], known: readonly KnownDoctor[], now = new Date()): { rows: PreviewRow<DoctorKey>[]; plans: DoctorPlan[] } {
  const byName = new Map<string, number>();
  for (const doctor of known) if (!byName.has(sameText(doctor.fullName.ru ?? ''))) byName.set(sameText(doctor.fullName.ru ?? ''), doctor.id);
  const seen = new Map<string, number>();
  const plans: DoctorPlan[] = [];
  const rows = records.map(({ line, values }) => {
    const errors: RowError[] = [];
    const notes: RowError[] = [];
    for (const word of Object.keys(TEXTS) as TextWord[]) {
      for (const locale of LOCALES) {
        const field = `${word}_${locale}` as DoctorKey;
        const text = values[field];
        if (!text) continue;
        if (!locales.includes(locale)) errors.push({ field, code: 'locale_not_offered' });
        else if (text.length > TEXTS[word]) errors.push({ field, code: 'too_long', params: { max: TEXTS[word] } });
      }
    }
    const name = values.name_ru;
    const existingId = name ? (byName.get(sameText(name)) ?? null) : null;
    if (!name) errors.push({ field: 'name_ru', code: 'empty_name' });
    else {
      const first = seen.get(sameText(name));
      if (first !== undefined) errors.push({ field: 'name_ru', code: 'duplicate_row', params: { line: first } });
      else seen.set(sameText(name), line);
      if (existingId !== null) notes.push({ field: 'name_ru', code: 'name_taken' });
    }
    if (name && existingId === null && !values.specialty_ru) errors.push({ field: 'specialty_ru', code: 'specialty_missing' });
    const experience = readExperience(values.experience, now);
    if (!experience.ok) errors.push({ field: 'experience', code: 'experience_not_number' });
    const languages = readLanguages(values.languages);
    for (const value of languages.unknown) errors.push({ field: 'languages', code: 'unknown_language', params: { value } });
    const published = values.published.trim() ? readYesNo(values.published) : undefined;
    if (published === null) errors.push({ field: 'published', code: 'published_invalid' });
    if (errors.length === 0) {
      plans.push({
        line,
        existingId,
        values: {
          fullName: textsOf(values, 'name', locales),
          specialty: textsOf(values, 'specialty', locales),
          bio: textsOf(values, 'bio', locales),
          ...(experience.ok && experience.years !== null && { experienceYears: experience.years }),
          ...(languages.codes.length > 0 && { languages: languages.codes }),
          ...(published !== undefined && published !== null && { isPublished: published }),
        },
      });
    }
    return { line, values, errors, ...(notes.length > 0 && { notes }) };
  });
  return { rows, plans };
}

/** The texts of a column word in the offered languages, empty ones left out; line breaks as «\n» (a bio's paragraphs). */
function textsOf(values: Record<DoctorKey, string>, word: TextWord, locales: readonly Locale[]): Partial<LocalizedText> {
  return Object.fromEntries(locales.map((locale) => [locale, values[`${word}_${locale}` as DoctorKey].replace(/\r\n?/g, '\n')]).filter(([, text]) => text));
}
