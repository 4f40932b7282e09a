import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

const STEPS = ['signIn', 'name', 'fill'] as const;

/** The three steps from here to a clinic's site, beside the main action (under it on a phone). */
export async function LandingSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PlatformHome.steps' });
  return (
    <section aria-labelledby="landing-steps" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id="landing-steps" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <ol className="mt-5 flex flex-col gap-4">
        {STEPS.map((key, index) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
              {index + 1}
            </span>
            <p className="pt-1.5 text-base text-ink">{t(key)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
