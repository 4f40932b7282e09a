'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { INBOX_STATUSES } from '@/lib/business/inbox/statuses';
import { useBusinessErrorTexts } from '../business-error-texts';
import { useAreaList, useListParams } from './inbox-data';
import { InboxExport } from './inbox-export';
import { InboxFilterForm } from './inbox-filter-form';
import { listHref, Pager, StatusFilter } from './inbox-list';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

type Area = 'appointments' | 'questions';

/** What an area's view gets to draw one row. */
export type RowContext = {
  errorTexts: Record<string, string>;
  open: boolean;
  /** The address opened on this item: the row takes the focus once. */
  focusOnMount: boolean;
  onToggle: (open: boolean) => void;
};

/**
 * An inbox of the active cabinet's company: its heading, the search and days, the status chips
 * with their counts, the CSV export of what the filter selects, the compact rows (each drawn by
 * `renderItem`) and the pager. The filter, the page and the open row are in the address.
 */
export function InboxPage<T extends { ID: number }>({ area, renderItem }: { area: Area; renderItem: (item: T, context: RowContext) => ReactNode }) {
  const t = useTranslations('BusinessInbox');
  const filter = useListParams(INBOX_STATUSES);
  const list = useAreaList<T>(area, filter);
  const errorTexts = useBusinessErrorTexts(area === 'appointments' ? 'appointments.read' : 'questions.read');
  const pathname = usePathname();
  // The row opened here, until the address names another (Back, a link): then the address's.
  const [opened, setOpened] = useState({ address: filter.open, id: filter.open });
  const openId = opened.address === filter.open ? opened.id : filter.open;
  // The row the page was opened on (a link, a reload) takes the focus when it mounts.
  const [initialOpen] = useState(filter.open);
  const counts = list.data?.counts;
  const total = counts ? INBOX_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const filtered = Boolean(filter.q || filter.from || filter.to || filter.status);

  // Opening a row replaces the address (no history entry per row, no server round trip: Next.js
  // follows history.replaceState), so a reload or a shared link opens it.
  const toggle = (id: number, open: boolean) => {
    setOpened({ address: filter.open, id: open ? id : null });
    window.history.replaceState(null, '', listHref(pathname, { ...filter, open: open ? id : null }));
  };

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="inbox-title">
      <header className="flex flex-col gap-1">
        <h1 id="inbox-title" className="text-2xl font-bold">
          {t(`${area}.title`)}
        </h1>
        <p className="text-sm text-muted">{t(`${area}.intro`)}</p>
      </header>
      <InboxFilterForm filter={filter} />
      <StatusFilter
        label={t('filter.label')}
        current={filter.status}
        keep={filter}
        options={[{ value: null, label: t('filter.all'), count: total }, ...INBOX_STATUSES.map((value) => ({ value, label: t(`filter.${value}`), count: counts?.[value] }))]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium">
          {list.data && t('search.results', { count: list.data.meta.TOTAL })}
        </p>
        <InboxExport area={area} filter={filter} errorTexts={errorTexts} />
      </div>
      <QueryStatus query={list} texts={loadTexts(t)} />
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>{filtered ? t('search.nothing') : t(`${area}.empty`)}</p>
        ) : (
          <ul aria-label={t(`${area}.list`)} aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-2">
            {list.data.data.map((item) =>
              renderItem(item, {
                errorTexts,
                open: openId === item.ID,
                focusOnMount: initialOpen === item.ID,
                onToggle: (open) => toggle(item.ID, open),
              }),
            )}
          </ul>
        ))}
      {list.data && <Pager filter={filter} meta={list.data.meta} />}
    </section>
  );
}
