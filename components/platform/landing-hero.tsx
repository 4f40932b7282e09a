import { getTranslations } from 'next-intl/server';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { LandingSteps } from './landing-steps';

type Props = { locale: Locale; example: { name: string; href: string } | null };

/**
 * The landing page's first screen: what the product does and for whom, the main action
 * (create a clinic's site: /pro/new signs a visitor in first and returns there) and an example site.
 */
export async function LandingHero({ locale, example }: Props) {
  const t = await getTranslations({ locale, namespace: 'PlatformHome.hero' });
  const prefix = localePrefix(locale);
  return (
    <section aria-labelledby="landing-title" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-10 pt-8 sm:pb-14 sm:pt-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="text-sm font-semibold text-brand-800">{t('eyebrow')}</p>
          <h1 id="landing-title" className="mt-3 max-w-3xl text-3xl font-bold leading-tight text-ink sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{t('lead')}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href={`${prefix}/pro/new`} className="flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-800">
              {t('create')}
            </a>
            {example && (
              // The name in full for a screen reader; the visible label starts it (WCAG 2.5.3).
              <a href={example.href} aria-label={`${t('example')}: ${example.name}`} className="flex min-h-12 items-center justify-center rounded-lg border border-brand-700 bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-100">
                {t('example')}
              </a>
            )}
          </div>
          {example && (
            <p className="mt-3 text-sm text-muted" aria-hidden="true">
              {t('exampleOf', { name: example.name })}
            </p>
          )}
          <p className="mt-6 text-sm text-muted">
            {t('staff')}{' '}
            <a href={`${prefix}/pro`} className="font-medium text-brand-800 underline underline-offset-2">
              {t('staffLink')}
            </a>
          </p>
        </div>
        <LandingSteps locale={locale} />
      </div>
    </section>
  );
}
