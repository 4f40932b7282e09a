import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { GALLERY_PHOTOS_NEEDED, type SetupStepWire } from '@/lib/business/setup-checklist/steps';
import type { Locale } from '@/lib/i18n/locales';
import { proHref } from '../pro-sections';

type Props = { steps: SetupStepWire[]; locale: Locale; companyCode: string; cabinetCode: number; className: string };

/**
 * The guided setup (issue 31): "n of N done" with a labelled progress bar, then each step with
 * whether it is done (ticked by the server from the clinic's data), a link to the editor that does
 * it when the member holds its permission, and otherwise who can do it. Once every step is done it
 * folds into one line the owner can open again (a <details>: no script needed).
 */
export function SetupChecklist({ steps, locale, companyCode, cabinetCode, className }: Props) {
  const t = useTranslations('BusinessDashboard.setup');
  const done = steps.filter((step) => step.DONE).length;
  const total = steps.length;
  const list = (
    <>
      <p id="setup-progress-text">{t('progress', { done, total })}</p>
      <progress value={done} max={total} aria-label={t('progressLabel')} aria-valuetext={t('progress', { done, total })} className="h-2 w-full accent-brand-700" />
      <ol className="flex flex-col gap-2">
        {steps.map((step) => (
          <SetupStep key={step.KEY} step={step} href={step.ALLOWED ? proHref(locale, companyCode, cabinetCode, step.SEGMENT) : null} />
        ))}
      </ol>
    </>
  );
  if (done === total) {
    return (
      <section aria-labelledby="dashboard-setup" className={className} data-testid="setup-checklist">
        <details>
          <summary id="dashboard-setup" className="cursor-pointer font-semibold">
            {t('doneSummary', { total })}
          </summary>
          <div className="mt-3 flex flex-col gap-3">{list}</div>
        </details>
      </section>
    );
  }
  return (
    <section aria-labelledby="dashboard-setup" className={className} data-testid="setup-checklist">
      <h2 id="dashboard-setup" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      {list}
    </section>
  );
}

function SetupStep({ step, href }: { step: SetupStepWire; href: string | null }) {
  const t = useTranslations('BusinessDashboard.setup');
  const tp = useTranslations('BusinessMembers.permissions');
  const title = t(`steps.${step.KEY}.title`);
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 px-3 py-2" data-setup-step={step.KEY} data-done={step.DONE}>
      <span aria-hidden="true" className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border ${step.DONE ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400'}`}>
        {step.DONE ? '✓' : ''}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">
          {href ? (
            <Link href={href} className="text-brand-700 underline underline-offset-4">
              {title}
            </Link>
          ) : (
            title
          )}
          <span className="sr-only">: {step.DONE ? t('stepDone') : t('stepTodo')}</span>
        </span>
        <span className="text-sm text-muted">{t(`steps.${step.KEY}.hint`, { count: GALLERY_PHOTOS_NEEDED })}</span>
        {!href && !step.DONE && <span className="text-sm text-muted">{t('needs', { permission: tp(step.PERMISSION.replace('.', '_') as never) })}</span>}
      </div>
    </li>
  );
}
