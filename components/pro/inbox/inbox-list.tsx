'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ListPage } from './inbox-data';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

/** What a list's address holds (inbox-data.ts InboxFilterState); absent parts are the defaults. */
export type ListAddress = { status?: string | null; q?: string; from?: string; to?: string; page?: number; open?: number | null };

/** A list's address: '/pro/DEMO/0/questions?status=new&q=Асель&page=2' (page 1, 'all' and empty parts left out). */
export function listHref(pathname: string, address: ListAddress): string {
  const query = new URLSearchParams();
  if (address.status) query.set('status', address.status);
  if (address.q) query.set('q', address.q);
  if (address.from) query.set('from', address.from);
  if (address.to) query.set('to', address.to);
  if (address.page && address.page > 1) query.set('page', String(address.page));
  if (address.open) query.set('open', String(address.open));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const CHIP =
  'flex items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

type FilterOption = { value: string | null; label: string; count?: number };

/**
 * The status filter: links, so the address holds it (a link or a reload opens the same list);
 * the search and the days of `keep` stay, the page goes back to 1. With the counts of the search.
 */
export function StatusFilter({ label, current, options, keep = {} }: { label: string; current: string | null; options: FilterOption[]; keep?: ListAddress }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value ?? 'all'}>
            <Link href={listHref(pathname, { q: keep.q, from: keep.from, to: keep.to, status: option.value })} aria-current={option.value === current ? 'page' : undefined} className={CHIP}>
              {option.label}
              {option.count !== undefined && <span className="rounded-full border border-current px-1.5 text-xs tabular-nums">{option.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous and next page, with where the list stands; nothing for a single page. */
export function Pager({ filter, meta }: { filter: ListAddress; meta: ListPage<unknown>['meta'] }) {
  const t = useTranslations('BusinessInbox.paging');
  const pathname = usePathname();
  if (meta.PAGES <= 1) return null;
  const link = 'rounded-lg border border-slate-400 bg-white px-3 py-2 font-medium text-brand-800 underline-offset-4 hover:bg-brand-50';
  const at = (page: number) => listHref(pathname, { ...filter, open: null, page });
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-3">
      {meta.PAGE > 1 && (
        <Link href={at(Math.min(meta.PAGE - 1, meta.PAGES))} className={link} rel="prev">
          {t('previous')}
        </Link>
      )}
      <p aria-current="page">{t('page', { page: meta.PAGE, pages: meta.PAGES })}</p>
      {meta.PAGE < meta.PAGES && (
        <Link href={at(meta.PAGE + 1)} className={link} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

const BADGE: Record<string, string> = {
  new: 'border-sky-700 bg-sky-50 text-sky-900',
  pending: 'border-sky-700 bg-sky-50 text-sky-900',
  in_progress: 'border-amber-700 bg-amber-50 text-amber-900',
  done: 'border-brand-700 bg-brand-50 text-brand-800',
  published: 'border-brand-700 bg-brand-50 text-brand-800',
  rejected: 'border-slate-500 bg-slate-100 text-slate-800',
};

/** An item's status as a badge; the caption ("Status") is there for a screen reader. */
export function StatusBadge({ status, label, caption }: { status: string; label: string; caption: string }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium ${BADGE[status] ?? BADGE.new}`} data-status={status}>
      <span className="sr-only">{caption}: </span>
      {label}
    </span>
  );
}

/** '5 марта, 09:05' in the page's language, as a <time>. */
export function DateTime({ value }: { value: string }) {
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  return <time dateTime={value}>{`${formatDate(value, locale, { zone })}, ${formatTime(value, { zone })}`}</time>;
}

/** An item: on a phone one card; from md up its details and its actions side by side. */
export function ItemCard({ id, heading, badge, details, actions }: { id: string; heading: ReactNode; badge: ReactNode; details: ReactNode; actions: ReactNode }) {
  return (
    <li aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-300 bg-white p-4 md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:gap-6">
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="min-w-0 break-words text-lg font-semibold">
            {heading}
          </h2>
          {badge}
        </div>
        {details}
      </div>
      <div className="mt-4 flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-4 md:mt-0 md:border-t-0 md:border-l md:pt-0 md:pl-6">{actions}</div>
    </li>
  );
}

type Row = { label: string; value: ReactNode };

/** Label and value rows of an item (dt/dd); a row that is '' or false or null is left out. */
export function Details({ rows }: { rows: (Row | '' | false | null | undefined)[] }) {
  return (
    <dl className="grid grid-cols-1 content-start gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.filter((row): row is Row => Boolean(row)).map(({ label, value }) => {
        return (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="mb-1 min-w-0 break-words whitespace-pre-line sm:mb-0">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
