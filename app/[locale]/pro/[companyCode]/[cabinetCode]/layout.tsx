import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ProShell } from '@/components/pro/pro-shell';
import { isLocale } from '@/lib/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string; companyCode: string; cabinetCode: string }> };

/** A cabinet of the business area: /pro/{COMPANY_CODE}/{COMPANY_CABINET_CODE}/… (SPEC 3). */
export default async function CabinetLayout({ children, params }: Props) {
  const { locale, companyCode, cabinetCode } = await params;
  const code = Number(cabinetCode);
  if (!isLocale(locale) || !/^\d{1,9}$/.test(cabinetCode) || companyCode.length > 64) notFound();
  return (
    <ProShell locale={locale} companyCode={decodeURIComponent(companyCode)} cabinetCode={code}>
      {children}
    </ProShell>
  );
}
