import { localizedValues, sqlText, stemPattern } from './match-pattern';

/**
 * The specialties the platform directory filters by (issue 21). A doctor's specialties are
 * read from the specialty text in any of its languages (the generated column
 * specialists.specialty_keys: every entry whose stem starts a word of it, so «Травматолог-ортопед»
 * is both); a clinic's are those of its published doctors (companies.specialties, kept by a
 * trigger). What the directory shows is in the message files (PlatformDirectory.specialties.{key}).
 */
export const SPECIALTIES = [
  { key: 'therapist', stems: ['терапевт', 'terapevt', 'therapist', 'general practitioner', 'семейн', 'отбасылық', 'family doctor', 'family physician', 'oilaviy shifokor'] },
  { key: 'pediatrician', stems: ['педиатр', 'pediatr', 'paediatr'] },
  { key: 'cardiologist', stems: ['кардиолог', 'kardiolog', 'cardiolog'] },
  { key: 'neurologist', stems: ['невролог', 'невропатолог', 'nevrolog', 'neurolog'] },
  { key: 'endocrinologist', stems: ['эндокринолог', 'endokrinolog', 'endocrinolog'] },
  { key: 'gynecologist', stems: ['гинеколог', 'акушер', 'ginekolog', 'akusher', 'gynaecolog', 'gynecolog', 'obstetric'] },
  { key: 'orthopedist', stems: ['травматолог', 'ортопед', 'travmatolog', 'ortoped', 'orthopaed', 'orthoped'] },
  { key: 'ophthalmologist', stems: ['офтальмолог', 'окулист', 'oftalmolog', 'ophthalmolog'] },
  { key: 'ultrasound', stems: ['ультразвук', 'ультрадыбыс', 'узи', 'ultratovush', 'ultrasound'] },
  { key: 'functional', stems: ['функциональн', 'функционалдық', 'funksional', 'functional diagnost'] },
  { key: 'dentist', stems: ['стоматолог', 'stomatolog', 'dentist', 'tish shifokor'] },
  { key: 'ent', stems: ['оториноларинголог', 'лор-врач', 'otorinolaringolog', 'otolaryngolog', 'otorhinolaryngolog'] },
  { key: 'dermatologist', stems: ['дерматолог', 'dermatolog'] },
  { key: 'urologist', stems: ['уролог', 'urolog'] },
  { key: 'gastroenterologist', stems: ['гастроэнтеролог', 'gastroenterolog'] },
  { key: 'surgeon', stems: ['хирург', 'xirurg', 'jarroh', 'surgeon'] },
] as const;

export type SpecialtyKey = (typeof SPECIALTIES)[number]['key'];
export const SPECIALTY_KEYS: readonly SpecialtyKey[] = SPECIALTIES.map((specialty) => specialty.key);
export const isSpecialtyKey = (value: string): value is SpecialtyKey => (SPECIALTY_KEYS as readonly string[]).includes(value);

/** The generated column's expression: the keys of every specialty the text names, in this list's order ('{}' for none). */
export function specialtyKeysColumnSql(specialty = 'specialty'): string {
  const text = localizedValues(specialty);
  return `array_remove(ARRAY[${SPECIALTIES.map((s) => `CASE WHEN (${text}) ~ ${sqlText(stemPattern(s.stems))} THEN ${sqlText(s.key)} END`).join(', ')}]::text[], NULL)`;
}
