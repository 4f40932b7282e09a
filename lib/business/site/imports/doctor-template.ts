import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { templateCsv, templateXlsx } from '@/lib/imports';
import { DOCTOR_COLUMNS, doctorColumnsFor, type DoctorKey } from './doctor-check';
import { headingOf } from './import-rows';

/**
 * The doctors' template of a company in the caller's language: a column per offered language for
 * the texts, and two example doctors (each language's column in that language; the second one
 * with a career start year for the experience and no «about»).
 */
export async function doctorTemplate(format: 'xlsx' | 'csv', locales: readonly Locale[], ui: Locale, now = new Date()): Promise<Uint8Array> {
  const keys = doctorColumnsFor(locales);
  const defs = DOCTOR_COLUMNS.filter((def) => keys.includes(def.key));
  const example = (locale: Locale | undefined, first: boolean, key: DoctorKey): string | number => {
    const words = MESSAGES[locale ?? ui].Imports.examples;
    if (key === 'experience') return first ? 12 : now.getFullYear() - 5;
    if (key === 'languages') return first ? words.languages1 : words.languages2;
    if (key === 'published') return MESSAGES[ui].Imports.yes;
    if (key.startsWith('name')) return first ? words.doctor1 : words.doctor2;
    if (key.startsWith('specialty')) return first ? words.specialty1 : words.specialty2;
    return first ? words.bio1 : '';
  };
  const header = defs.map((def) => headingOf(def, ui));
  const rows = [true, false].map((first) => defs.map((def) => example(def.locale, first, def.key)));
  return format === 'xlsx' ? templateXlsx(MESSAGES[ui].Imports.templateSheet.doctors, header, rows) : templateCsv(header, rows);
}
