// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import type { SpecialistRecord, SpecialistSummaryRecord } from './queries';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu',
  я: 'ya', ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
};

/**
 * The filter key of a specialty, the same in every locale: the Russian name transliterated.
 * 'Врач-кардиолог' -> 'vrach-kardiolog'. Specialties have no code of their own in the data.
 */
export function specialtyKey(specialty: LocalizedText): string {
  const latin = [...specialty.ru.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const key = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return key || 'other';
}

/** A specialist slug as a route or a query may carry it: lower-case latin, digits and dashes. */
export const SPECIALIST_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

/** Service lines and schedule rows are stored one per line. */
export const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

export const specialistSummaryWireSchema = z
  .object({
    SLUG: z.string(),
    FULL_NAME: z.string(),
    SPECIALTY: z.string(),
    SPECIALTY_KEY: z.string().openapi({ description: 'Filter key of the specialty, the same in every locale' }),
    PHOTO: z.string().nullable(),
    EXPERIENCE_YEARS: z.number().nullable(),
    LANGUAGES: z.array(z.string()).openapi({ description: 'Language codes the specialist speaks, e.g. ["ru","kk"]' }),
    LINK: z.string().openapi({ description: 'The detail page in the requested locale; root-relative on the company host' }),
  })
  .openapi('SpecialistSummary');

export const specialistWireSchema = specialistSummaryWireSchema
  .extend({
    EDUCATION: z.string(),
    SERVICES: z.array(z.string()),
    SCHEDULE: z.array(z.string()),
    BIO: z.string(),
    REVIEWS_COUNT: z.number(),
    AVERAGE_RATING: z.number().nullable(),
    REVIEWS_LINK: z.string(),
  })
  .openapi('Specialist');

export function specialistSummaryToWire(row: SpecialistSummaryRecord, locale: Locale, link: string): z.infer<typeof specialistSummaryWireSchema> {
  return {
    SLUG: row.slug,
    FULL_NAME: pickLocalized(row.fullName, locale),
    SPECIALTY: pickLocalized(row.specialty, locale),
    SPECIALTY_KEY: specialtyKey(row.specialty),
    PHOTO: row.photo,
    EXPERIENCE_YEARS: row.experienceYears,
    LANGUAGES: row.languages,
    LINK: link,
  };
}

export function specialistToWire(row: SpecialistRecord, locale: Locale, link: string): z.infer<typeof specialistWireSchema> {
  return {
    ...specialistSummaryToWire(row, locale, link),
    EDUCATION: pickLocalized(row.education, locale),
    SERVICES: lines(pickLocalized(row.services, locale)),
    SCHEDULE: lines(pickLocalized(row.schedule, locale)),
    BIO: pickLocalized(row.bio, locale),
    REVIEWS_COUNT: row.reviewCount,
    AVERAGE_RATING: row.averageRating,
    REVIEWS_LINK: `${link}/reviews`,
  };
}
