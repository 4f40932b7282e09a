// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/lib/i18n/locales';
import { versionSchema } from '../../edit-conflict';
import { localizedText } from '../../localized';
import { isValidNewsSlug, NEWS_SLUG_MAX } from '../slug';

/*
 * The doctors editor's bodies (specialists.edit). Texts are plain text per locale, as the news
 * editor's; the slug follows the news slugs' rules (the doctor's address /specialists/{slug}).
 */

export const DOCTOR_LIMITS = { name: 200, specialty: 200, text: 5000, experience: 80 } as const;

/** The languages a doctor may see patients in: the site's four. */
export const SPOKEN_LANGUAGES = LOCALES;

const slug = z
  .string({ error: 'invalid_type' })
  .trim()
  .max(NEWS_SLUG_MAX, 'too_long')
  .refine((value) => value === '' || isValidNewsSlug(value), 'invalid_news_slug')
  .nullable()
  .optional()
  .transform((value) => value || undefined)
  .openapi({ description: 'Lower-case Latin letters, digits and dashes; empty or absent: made from the Russian name. Unique in the company' });

const fields = {
  full_name: localizedText(DOCTOR_LIMITS.name, { required: true, description: 'The full name' }),
  specialty: localizedText(DOCTOR_LIMITS.specialty, { required: true, description: 'The specialty' }),
  education: localizedText(DOCTOR_LIMITS.text, { description: 'Education' }).optional(),
  services: localizedText(DOCTOR_LIMITS.text, { description: 'Services' }).optional(),
  schedule: localizedText(DOCTOR_LIMITS.text, { description: 'Consultation hours' }).optional(),
  bio: localizedText(DOCTOR_LIMITS.text, { description: 'About the doctor' }).optional(),
  slug,
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: 'invalid' }), { error: 'invalid_type' })
    .max(SPOKEN_LANGUAGES.length, 'invalid')
    .transform((value) => [...new Set(value)])
    .optional()
    .openapi({ description: 'Languages spoken: ru, kk, uz, en' }),
  experience_years: z.number({ error: 'invalid_type' }).int('invalid').min(0, 'invalid').max(DOCTOR_LIMITS.experience, 'invalid').nullable().optional(),
  published: z.boolean({ error: 'invalid_type' }).optional().openapi({ description: 'Shown on the site; default true' }),
};

export const doctorCreateSchema = z.strictObject(fields, { error: 'invalid_type' }).openapi('DoctorCreate');
/** An edit: the fields sent replace the stored ones, the others stay; the version is required. */
export const doctorUpdateSchema = z
  .strictObject({ ...fields, full_name: fields.full_name.optional(), specialty: fields.specialty.optional(), version: versionSchema }, { error: 'invalid_type' })
  .openapi('DoctorUpdate');
export const doctorOrderSchema = z
  .strictObject({ ids: z.array(z.number({ error: 'invalid_type' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid'), { error: 'invalid_type' }).min(1, 'required').max(1000, 'invalid') }, { error: 'invalid_type' })
  .openapi('DoctorOrder', { description: "Every doctor's ID in the site's new order" });

export type DoctorCreate = z.output<typeof doctorCreateSchema>;
export type DoctorUpdate = z.output<typeof doctorUpdateSchema>;
export type DoctorInput = z.input<typeof doctorUpdateSchema>;
