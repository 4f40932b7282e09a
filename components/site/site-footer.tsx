import { getTranslations } from 'next-intl/server';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';

export async function SiteFooter({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Footer' });
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-muted">
        <p>{t('rights', { year: new Date().getFullYear(), company: pickLocalized(site.company.name, site.locale) })}</p>
        <p>{t('poweredBy')}</p>
      </div>
    </footer>
  );
}
