'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { NEWS_STATUS_LIST, pick, STATUS_TONES, type NewsStatus, type NewsSummary, type PageMeta } from './news-types';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const PAGE_SIZE = 20;
const LINK = 'text-brand-700 underline underline-offset-4';

const search = (status: NewsStatus | null, page: number) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The company's news, newest first, filtered by status in the address, a page at a time. */
export function NewsList({ status, page }: { status: NewsStatus | null; page: number }) {
  const t = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const pathname = usePathname();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const list = useQuery({
    queryKey: ['business', companyCode, cabinetCode, 'news', 'list', status, page],
    queryFn: ({ signal }) =>
      client.get<{ data: NewsSummary[]; meta: PageMeta }>(cabinetPath('read', companyCode, cabinetCode, 'news'), { signal, query: { status: status ?? undefined, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const meta = list.data?.meta;
  const filters: (NewsStatus | null)[] = [null, ...NEWS_STATUS_LIST];

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('intro')}</p>
        </div>
        <Link href={`${pathname}?item=new`} className="rounded-lg border border-brand-700 bg-brand-700 px-4 py-2 font-medium text-white">
          {t('create')}
        </Link>
      </header>
      <nav aria-label={t('filter.label')}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((value) => (
            <li key={value ?? 'all'}>
              <Link
                href={`${pathname}${search(value, 1)}`}
                aria-current={value === status ? 'page' : undefined}
                className="inline-block rounded-full border border-slate-400 px-3 py-1 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {value ? t(`status.${value}`) : t('filter.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryStatus query={list} texts={loadTexts(t)} />
      {list.data && (
        <section aria-live="polite" aria-busy={list.isFetching} className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t('total', { count: meta?.TOTAL ?? 0 })}</p>
          {list.data.data.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.data.data.map((item) => (
                <li key={item.ID} data-testid="news-item" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={`${pathname}?item=${item.ID}`} className="min-w-0 break-words font-semibold text-brand-700 underline underline-offset-4">
                      {pick(item.TITLE, locale) || t('untitled')}
                    </Link>
                    <StatusBadge tone={STATUS_TONES[item.STATUS]} caption={t('statusCaption')} label={t(`status.${item.STATUS}`)} />
                  </div>
                  <p className="text-sm text-muted">
                    {item.CATEGORY.NAME} · <time dateTime={item.PUBLISHED_AT}>{`${formatDate(item.PUBLISHED_AT, locale, { zone })}, ${formatTime(item.PUBLISHED_AT, { zone })}`}</time>
                  </p>
                  {item.STATUS === 'published' && (
                    <a href={item.URL} target="_blank" rel="noopener" className={`${LINK} text-sm`}>
                      {t('openOnSite')}
                      <span className="sr-only"> ({pick(item.TITLE, locale)})</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {meta && meta.PAGES > 1 && (
            <nav aria-label={t('paging.label')} className="flex flex-wrap items-center gap-4">
              {page > 1 && (
                <Link href={`${pathname}${search(status, page - 1)}`} className={LINK}>
                  {t('paging.previous')}
                </Link>
              )}
              <span className="text-sm text-muted">{t('paging.page', { page, pages: meta.PAGES })}</span>
              {page < meta.PAGES && (
                <Link href={`${pathname}${search(status, page + 1)}`} className={LINK}>
                  {t('paging.next')}
                </Link>
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
