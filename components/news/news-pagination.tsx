import { getTranslations } from 'next-intl/server';
import { Tooltip } from '@/components/ui/tooltip';
import { pageHref, visiblePages } from '@/lib/content/news/pagination';
import type { Locale } from '@/lib/i18n/locales';

const LINK = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-medium';

/** The category paginator: previous, page numbers (the current one marked), next. Nothing for a single page. */
export async function NewsPagination({ baseUrl, page, count, locale }: { baseUrl: string; page: number; count: number; locale: Locale }) {
  if (count <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <nav aria-label={t('pagination')} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Tooltip content={t('previousPage')}>
              <a href={pageHref(baseUrl, page - 1)} rel="prev" aria-label={t('previousPage')} className={`${LINK} border-slate-300 bg-white text-brand-800 hover:border-brand-700`}>
                <span aria-hidden="true">←</span>
              </a>
            </Tooltip>
          </li>
        )}
        {visiblePages(page, count).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                href={pageHref(baseUrl, entry)}
                aria-label={t('pageLabel', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={`${LINK} ${entry === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-800 hover:border-brand-700'}`}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Tooltip content={t('nextPage')}>
              <a href={pageHref(baseUrl, page + 1)} rel="next" aria-label={t('nextPage')} className={`${LINK} border-slate-300 bg-white text-brand-800 hover:border-brand-700`}>
                <span aria-hidden="true">→</span>
              </a>
            </Tooltip>
          </li>
        )}
      </ul>
    </nav>
  );
}
