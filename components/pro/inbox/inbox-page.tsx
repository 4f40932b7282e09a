'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { INBOX_STATUSES } from '@/lib/business/inbox-schemas';
import { useBusinessErrorTexts } from '../business-error-texts';
import { useAreaList, useListParams } from './inbox-data';
import { Pager, StatusFilter } from './inbox-list';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

type Area = 'appointments' | 'questions';

/**
 * An inbox of the active cabinet's company: its heading, the status filter and the page in the
 * address, the list (each item drawn by `renderItem`) and its pager. The appointment requests
 * and the questions differ only in their items.
 */
export function InboxPage<T extends { ID: number }>({ area, renderItem }: { area: Area; renderItem: (item: T, errorTexts: Record<string, string>) => ReactNode }) {
  const t = useTranslations('BusinessInbox');
  const filter = useListParams(INBOX_STATUSES);
  const list = useAreaList<T>(area, filter);
  const errorTexts = useBusinessErrorTexts(area === 'appointments' ? 'appointments.read' : 'questions.read');
  return (
    <section className="flex flex-col gap-5" aria-labelledby="inbox-title">
      <header className="flex flex-col gap-2">
        <h1 id="inbox-title" className="text-2xl font-bold">
          {t(`${area}.title`)}
        </h1>
        <p className="text-muted">{t(`${area}.intro`)}</p>
      </header>
      <StatusFilter
        label={t('filter.label')}
        current={filter.status}
        options={[{ value: null, label: t('filter.all') }, ...INBOX_STATUSES.map((value) => ({ value, label: t(`filter.${value}`) }))]}
      />
      <QueryStatus query={list} texts={loadTexts(t)} />
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>{t(`${area}.empty`)}</p>
        ) : (
          <ul aria-label={t(`${area}.list`)} aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4">
            {list.data.data.map((item) => renderItem(item, errorTexts))}
          </ul>
        ))}
      {list.data && <Pager status={filter.status} meta={list.data.meta} />}
    </section>
  );
}
