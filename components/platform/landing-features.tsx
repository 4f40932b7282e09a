import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** What a clinic gets, in the order an owner asks about it. */
const FEATURES = ['languages', 'domain', 'booking', 'workspace', 'reviews', 'phone'] as const;

/** What the platform gives a clinic. */
export async function LandingFeatures({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PlatformHome' });
  return (
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
  );
}
