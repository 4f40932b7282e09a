import { z } from '@hono/zod-openapi';
import type { LocalizedText } from '@/lib/db/schema/common';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import type { Company } from './types';

/** A text per locale under the wire names of the company call: ADDRESS (Russian), ADDRESS_KK, ADDRESS_UZ, ADDRESS_EN; null when absent. */
function localizedWire<K extends string>(base: K) {
  const text = z.string().nullable();
  return { [base]: text, [`${base}_KK`]: text, [`${base}_UZ`]: text, [`${base}_EN`]: text } as Record<K | `${K}_KK` | `${K}_UZ` | `${K}_EN`, typeof text>;
}

const localizedValues = <K extends string>(base: K, value: LocalizedText | null) =>
  ({ [base]: value?.ru || null, [`${base}_KK`]: value?.kk ?? null, [`${base}_UZ`]: value?.uz ?? null, [`${base}_EN`]: value?.en ?? null }) as Record<K | `${K}_KK` | `${K}_UZ` | `${K}_EN`, string | null>;

/** The company record as the API sends it, with the field names of SPEC 3. */
export const companyWireSchema = z
  .object({
    COMPANY_CODE: z.string(),
    COMPANY_SLUG: z.string(),
    COMPANY_NAME: z.string(),
    COMPANY_NAME_KK: z.string().nullable(),
    COMPANY_NAME_UZ: z.string().nullable(),
    COMPANY_NAME_EN: z.string().nullable(),
    FRONT_LANDING_TEMPLATE_ID: z.string().nullable(),
    EMAIL_FOR_ISSUES: z.string().nullable(),
    TIME_ZONE: z.string().openapi({ description: "The clinic's time zone (IANA): every time of its site and business area is written in it", example: 'Asia/Almaty' }),
    is_active_online_entry: z.boolean(),
    LOGO: z.string().nullable(),
    FAVICON_LINK: z.string().nullable(),
    IS_COMPANY_SITE: z.boolean(),
    DOMAINS: z.array(z.string()),
    EMAIL: z.string().nullable().openapi({ description: 'The contact e-mail shown on the site' }),
    PHONES: z.array(z.string()).openapi({ description: 'Contact phones, normalised (+7 / +998)' }),
    ...localizedWire('ADDRESS'),
    ...localizedWire('WORKING_HOURS'),
    ...localizedWire('LEGAL_NAME'),
    TAX_ID: z.string().nullable().openapi({ description: 'BIN (Kazakhstan, 12 digits) or INN (Uzbekistan, 9 digits)' }),
    LICENSE_NUMBER: z.string().nullable(),
    LICENSE_DATE: z.string().nullable().openapi({ description: 'YYYY-MM-DD' }),
    BRAND_COLOR: z.string().nullable().openapi({ description: "The site's brand colour, #rrggbb; null: the platform's own" }),
  })
  .openapi('Company');

export function companyToWire(company: Company): z.infer<typeof companyWireSchema> {
  return {
    COMPANY_CODE: company.code,
    COMPANY_SLUG: company.slug,
    COMPANY_NAME: company.name.ru,
    COMPANY_NAME_KK: company.name.kk ?? null,
    COMPANY_NAME_UZ: company.name.uz ?? null,
    COMPANY_NAME_EN: company.name.en ?? null,
    FRONT_LANDING_TEMPLATE_ID: company.templateId,
    EMAIL_FOR_ISSUES: company.emailForIssues,
    TIME_ZONE: clinicTimeZone(company.timeZone),
    is_active_online_entry: company.isActiveOnlineEntry,
    LOGO: company.logo,
    FAVICON_LINK: company.faviconLink,
    IS_COMPANY_SITE: company.isCompanySite,
    DOMAINS: company.domains,
    EMAIL: company.email,
    PHONES: company.phones,
    ...localizedValues('ADDRESS', company.address),
    ...localizedValues('WORKING_HOURS', company.workingHours),
    ...localizedValues('LEGAL_NAME', company.legalName),
    TAX_ID: company.taxId,
    LICENSE_NUMBER: company.licenseNumber,
    LICENSE_DATE: company.licenseDate,
    BRAND_COLOR: company.brandColor,
  };
}
