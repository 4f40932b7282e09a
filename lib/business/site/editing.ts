import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { offeredLocales } from '@/lib/tenants/locales';
import { findCompanyByCode } from '@/lib/tenants/queries';
import type { Company } from '@/lib/tenants/types';
import { BusinessError, type FieldCode } from '../errors';
import type { BusinessMember } from '../guard';
import type { LocalizedInput } from '../localized';

/** The company an editor call edits, with the locales its site offers (SPEC 2.1). */
export async function editorCompany(member: BusinessMember): Promise<Company & { locales: Locale[] }> {
  const company = await findCompanyByCode(member.company.code);
  if (!company) throw new BusinessError(404, 'company_not_found');
  return { ...company, locales: offeredLocales(company.name) };
}

/**
 * Texts only in the locales the company's site offers: a text in another is refused with the
 * field named (`title.uz: locale_not_offered`), so nothing is stored that no page would show.
 */
export function checkOfferedLocales(texts: Record<string, Partial<Record<Locale, unknown>> | undefined>, offered: readonly Locale[]): void {
  const fields: Record<string, FieldCode[]> = {};
  for (const [field, value] of Object.entries(texts)) {
    for (const locale of Object.keys(value ?? {})) if (!offered.includes(locale as Locale)) fields[`${field}.${locale}`] = ['locale_not_offered'];
  }
  if (Object.keys(fields).length > 0) throw new BusinessError(400, 'invalid_input', {}, fields);
}

/** As stored: Russian always present (empty when only other locales have a text: they fall back to nothing, not to another language). */
export const toLocalized = (input: LocalizedInput): LocalizedText => ({ ...input, ru: input.ru ?? '' });
