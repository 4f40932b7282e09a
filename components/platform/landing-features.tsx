import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** What a clinic gets, in the order an owner asks about it. */
const FEATURES = ['languages', 'domain', 'booking', 'workspace', 'reviews', 'phone'] as const;
const STEPS = ['signIn', 'name', 'fill'] as const;

/** What the platform gives a clinic, and the three steps to a site. */
export async function LandingFeatures({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PlatformHome' });
  return (
    <>
      <section aria-labelledby="landing-features" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h2 id="landing-features" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('features.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-brand-800">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="landing-steps" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="landing-steps" className="text-2xl font-bold text-ink">
            {t('steps.title')}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {STEPS.map((key, index) => (
              <li key={key} className="flex gap-3">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                  {index + 1}
                </span>
                <p className="pt-1.5 text-base text-ink">{t(`steps.${key}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
