import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type Props = { locale: Locale; detailHref: string; reviewsHref: string; reviewCount: number; current: 'about' | 'reviews' };

/** The specialist's sub-routes: the detail (the default, index) and the reviews. */
export async function SpecialistTabs({ locale, detailHref, reviewsHref, reviewCount, current }: Props) {
  const t = await getTranslations({ locale, namespace: 'Specialists' });
  const tabs = [
    { key: 'about', href: detailHref, label: t('about') },
    { key: 'reviews', href: reviewsHref, label: `${t('reviewsTab')} (${reviewCount})` },
  ] as const;
  return (
    <nav aria-label={t('pageSections')} className="border-b border-slate-300">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              href={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={`inline-block rounded-t-lg border-b-3 px-4 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                tab.key === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
