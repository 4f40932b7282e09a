import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { LanguageReport } from '@/lib/business/translations';
import type { Locale } from '@/lib/i18n/locales';
import { PageHeader } from '../page-header';
import { fieldLabel, gapEditorHref, type FieldKey } from './editor-link';

/**
 * «Переводы» (issue 31): for each language of the site besides Russian, how much of the clinic's own
 * texts is translated per kind ("x of y"), and each field missing or out of date, linked to its editor.
 */
export async function TranslationsView({ reports, locale, companyCode, cabinetCode }: { reports: LanguageReport[]; locale: Locale; companyCode: string; cabinetCode: number }) {
  const t = await getTranslations({ locale, namespace: 'BusinessTranslations' });
  const tl = await getTranslations({ locale, namespace: 'BusinessEditor' });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} intro={t('intro')} />
      {reports.length === 0 ? <p role="status">{t('onlyRussian')}</p> : null}
      {reports.map((report) => (
        <section key={report.locale} aria-labelledby={`translations-${report.locale}`} className="rounded-xl border border-slate-300 bg-white p-4 sm:p-6">
          <h2 id={`translations-${report.locale}`} className="text-xl font-semibold">
            {tl(`languages.${report.locale}`)}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2" aria-label={t('progressLabel')}>
            {report.kinds.map((kind) => (
              <div key={kind.kind} className="flex justify-between gap-3 border-b border-slate-100 py-1" data-kind={kind.kind}>
                <dt>{t(`kinds.${kind.kind}`)}</dt>
                <dd className={kind.done === kind.total ? 'text-green-800' : 'font-medium text-amber-900'}>{t('progress', { done: kind.done, total: kind.total })}</dd>
              </div>
            ))}
          </dl>
          {report.gaps.length === 0 ? (
            <p className="mt-4" role="status">
              {t('allDone')}
            </p>
          ) : (
            <>
              <h3 className="mt-5 font-semibold">{t('gapsTitle')}</h3>
              <ul className="mt-2 flex flex-col gap-1">
                {report.gaps.map((gap) => {
                  const label = fieldLabel(gap.field);
                  return (
                    <li key={`${gap.kind}:${gap.itemId}:${gap.field}`} data-gap={gap.state}>
                      <Link href={gapEditorHref(locale, companyCode, cabinetCode, gap)} className="underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900">
                        {t(`kinds.${gap.kind}`)} · {gap.label || '—'} · {t(`fields.${label.key as FieldKey}`, label.values)}
                      </Link>{' '}
                      <span className={gap.state === 'stale' ? 'text-amber-900' : 'text-red-800'}>— {t(gap.state)}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
