import type { LocalizedText } from '@/lib/db/schema/common';
import type { companies } from '@/lib/db/schema';
import type { CompanyUpdate } from './schemas';

const OTHER_LOCALES = [
  ['kk', '_KK'],
  ['uz', '_UZ'],
  ['en', '_EN'],
] as const;

type LocalizedBase = 'COMPANY_NAME' | 'ADDRESS' | 'WORKING_HOURS' | 'LEGAL_NAME';

/** A stored text per locale after an edit: absent keys keep their text, null removes it; without Russian there is no text at all. */
export function applyLocalized(current: LocalizedText | null, input: CompanyUpdate, base: LocalizedBase): LocalizedText | null {
  const values = input as unknown as Record<string, string | null | undefined>;
  const next: Partial<LocalizedText> = { ...(current ?? {}) };
  const ru = values[base];
  if (ru !== undefined) {
    if (ru) next.ru = ru;
    else delete next.ru;
  }
  for (const [locale, suffix] of OTHER_LOCALES) {
    const value = values[`${base}${suffix}`];
    if (value === undefined) continue;
    if (value) next[locale] = value;
    else delete next[locale];
  }
  return next.ru ? (next as LocalizedText) : null;
}

/** The columns an edit or a creation sets, for the fields that were sent. */
export function companyColumns(input: CompanyUpdate, current: (Pick<typeof companies.$inferSelect, 'name' | 'address' | 'workingHours'> & { legalName?: LocalizedText | null } & { emails?: string[] }) | null) {
  const name = applyLocalized(current?.name ?? null, input, 'COMPANY_NAME');
  return {
    ...(name && { name }),
    ...(input.COMPANY_SLUG !== undefined && { slug: input.COMPANY_SLUG }),
    ...(input.FRONT_LANDING_TEMPLATE_ID !== undefined && { templateId: input.FRONT_LANDING_TEMPLATE_ID }),
    ...(input.EMAIL_FOR_ISSUES !== undefined && { emailForIssues: input.EMAIL_FOR_ISSUES?.toLowerCase() ?? null }),
    ...(input.TIME_ZONE !== undefined && { timeZone: input.TIME_ZONE }),
    ...(input.is_active_online_entry !== undefined && { isActiveOnlineEntry: input.is_active_online_entry }),
    ...(input.LOGO !== undefined && { logo: input.LOGO }),
    ...(input.FAVICON_LINK !== undefined && { faviconLink: input.FAVICON_LINK }),
    // EMAIL is the first of the contact e-mails (the contacts editor keeps several).
    ...(input.EMAIL !== undefined && { email: input.EMAIL?.toLowerCase() ?? null, emails: [...(input.EMAIL ? [input.EMAIL.toLowerCase()] : []), ...(current?.emails ?? []).slice(1)] }),
    ...(input.PHONES !== undefined && { phones: input.PHONES }),
    ...(['ADDRESS', 'ADDRESS_KK', 'ADDRESS_UZ', 'ADDRESS_EN'].some((key) => key in input) && { address: applyLocalized(current?.address ?? null, input, 'ADDRESS') }),
    ...(['WORKING_HOURS', 'WORKING_HOURS_KK', 'WORKING_HOURS_UZ', 'WORKING_HOURS_EN'].some((key) => key in input && (input as Record<string, unknown>)[key] !== undefined) && {
      workingHours: applyLocalized(current?.workingHours ?? null, input, 'WORKING_HOURS'),
    }),
    ...(['LEGAL_NAME', 'LEGAL_NAME_KK', 'LEGAL_NAME_UZ', 'LEGAL_NAME_EN'].some((key) => (input as Record<string, unknown>)[key] !== undefined) && {
      legalName: applyLocalized(current?.legalName ?? null, input, 'LEGAL_NAME'),
    }),
    ...(input.TAX_ID !== undefined && { taxId: input.TAX_ID }),
    ...(input.LICENSE_NUMBER !== undefined && { licenseNumber: input.LICENSE_NUMBER }),
    ...(input.LICENSE_DATE !== undefined && { licenseDate: input.LICENSE_DATE }),
    ...(input.BRAND_COLOR !== undefined && { brandColor: input.BRAND_COLOR }),
  };
}
