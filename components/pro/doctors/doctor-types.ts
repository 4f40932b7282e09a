import type { Locale } from '@/lib/i18n/locales';
import type { ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

/** A text per locale as the editor's GET sends it. */
export type LocalizedWire = { ru: string } & Partial<Record<Exclude<Locale, 'ru'>, string>>;

/** A doctor as GET …/business/doctors/{id} sends it (lib/business/site/doctors/editor.ts doctorToWire). */
export type Doctor = {
  ID: number;
  SLUG: string;
  FULL_NAME: LocalizedWire;
  SPECIALTY: LocalizedWire;
  EDUCATION: LocalizedWire;
  SERVICES: LocalizedWire;
  SCHEDULE: LocalizedWire;
  BIO: LocalizedWire;
  LANGUAGES: string[];
  EXPERIENCE_YEARS: number | null;
  PUBLISHED: boolean;
  POSITION: number;
  VERSION: number;
  PHOTO: string | null;
  PHOTO_IMAGE: ResponsiveImageDescriptor | null;
  URL: string;
};

export const DOCTOR_TEXTS = ['full_name', 'specialty', 'education', 'services', 'schedule', 'bio'] as const;
export type DoctorText = (typeof DOCTOR_TEXTS)[number];
export const WIRE_OF: Record<DoctorText, 'FULL_NAME' | 'SPECIALTY' | 'EDUCATION' | 'SERVICES' | 'SCHEDULE' | 'BIO'> = {
  full_name: 'FULL_NAME',
  specialty: 'SPECIALTY',
  education: 'EDUCATION',
  services: 'SERVICES',
  schedule: 'SCHEDULE',
  bio: 'BIO',
};

/** The photo's limit (lib/business/uploaded-images.ts DOCTOR_PHOTO_SPEC), for the hint. */
export const DOCTOR_PHOTO_MAX_MB = 10;

/** A text in the page's locale, else Russian. */
export const pick = (text: LocalizedWire | null | undefined, locale: Locale) => (text ? text[locale] || text.ru : '');
