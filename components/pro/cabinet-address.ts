import { isLocale, type Locale } from '@/lib/i18n/locales';

/** A cabinet address's parameters checked: the locale, the company code and the cabinet number; null for anything else (a 404). */
export function cabinetAddress(params: { locale: string; companyCode: string; cabinetCode: string }): { locale: Locale; companyCode: string; cabinetCode: number } | null {
  const { locale, companyCode, cabinetCode } = params;
  if (!isLocale(locale) || !/^\d{1,9}$/.test(cabinetCode) || companyCode.length > 64) return null;
  let code: string;
  try {
    code = decodeURIComponent(companyCode);
  } catch {
    return null;
  }
  return { locale, companyCode: code, cabinetCode: Number(cabinetCode) };
}
