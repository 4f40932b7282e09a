import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cabinetAddress } from '@/components/pro/cabinet-address';
import { TranslationsView } from '@/components/pro/translations/translations-view';
import { loadTranslationReport } from '@/lib/business/translations';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { cabinetShellState } from '../shell-data';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessTranslations.title);

type Props = { params: Promise<{ locale: string; companyCode: string; cabinetCode: string }> };

/** «Переводы» (content.edit): how much of the clinic's texts each language has, read on the server for the member of this cabinet. */
export default async function TranslationsPage({ params }: Props) {
  const address = cabinetAddress(await params);
  if (!address) notFound();
  const { locale, companyCode, cabinetCode } = address;
  const shell = await cabinetShellState(locale, companyCode, cabinetCode);
  // Signed out, not a member or another cabinet's address: the layout answers.
  if (!shell || shell.notMember || shell.cabinetCode !== cabinetCode) return null;
  if (!shell.permissions['content.edit']) {
    const t = await getTranslations({ locale, namespace: 'BusinessShell' });
    return (
      <p role="status" className="rounded-lg border border-slate-300 bg-white px-4 py-3">
        {t('noPermission')}
      </p>
    );
  }
  return <TranslationsView reports={await loadTranslationReport(shell.member.company.id)} locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} />;
}
