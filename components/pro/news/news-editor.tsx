'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BackLink } from '@/components/pro/back-link';
import { DeleteSection } from '@/components/pro/delete-section';
import { StatusBadge } from '@/components/pro/status-badge';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useClinicZone } from '@/components/pro/use-clinic-zone';
import { useItemCache } from '@/components/pro/use-item-cache';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { allQueries, loadTexts, QueryStatus } from '@/components/ui/query-status';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { NewsForm } from './news-form';
import { NewsImage } from './news-image';
import { pick, STATUS_TONES, type NewsItem } from './news-types';
import { useNewsCategories } from './use-news-categories';

type Saved = { item: NewsItem; created: boolean };

/** One news item: its form (a new item when `id` is null), its image once it exists, and deleting it. */
export function NewsEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const { client, read, write } = useCabinetCalls();
  const { companyCode, cabinetCode } = useProCabinet();
  const locales = useOfferedLocales();
  const newsKey = ['business', companyCode, cabinetCode, 'news'] as const;
  const cache = useItemCache<NewsItem>(newsKey, (news) => news.ID);
  const [saved, setSaved] = useState<Saved | null>(null);

  const categories = useNewsCategories();
  const item = useQuery({
    queryKey: [...newsKey, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: NewsItem }>(read(`news/${id}`), { signal })).data,
  });

  // One status for the two reads; a failed background read keeps the form and its edits on screen.
  const reads = allQueries(id === null ? [categories] : [categories, item]);
  const current = id === null ? null : (item.data ?? null);

  function onSaved(next: NewsItem, created: boolean) {
    cache.saved(next);
    setSaved({ item: next, created });
    if (created) router.replace(`${pathname}?item=${next.ID}`);
  }

  async function remove() {
    await client.delete(write(`news/${id}`));
    await cache.removed(id!);
  }

  return (
    <div className="flex flex-col gap-5">
      <BackLink href={pathname}>{t('backToList')}</BackLink>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold">{current ? t('editTitle') : t('newTitle')}</h1>
        {current && <StatusBadge tone={STATUS_TONES[current.STATUS]} caption={t('statusCaption')} label={t(`status.${current.STATUS}`)} />}
      </header>
      {saved && <SavedNote saved={saved} />}
      <QueryStatus query={reads} texts={loadTexts(t)} />
      {reads.data !== undefined && (
        <>
          {current?.STATUS === 'published' && (
            <p>
              <a href={current.URL} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
                {t('openOnSite')}
              </a>
            </p>
          )}
          <NewsForm
            key={current ? `${current.ID}-${current.VERSION}-${saved ? 'saved' : ''}` : 'new'}
            item={current}
            categories={categories.data ?? []}
            locales={locales}
            locale={locale}
            onSaved={onSaved}
            onTakeTheirs={cache.put}
          />
          {current && <NewsImage item={current} onChanged={cache.put} />}
          {current && <DeleteSection id="news-delete-title" namespace="BusinessNews.delete" values={{ title: pick(current.TITLE, locale) }} failed={t('deleteFailed')} remove={remove} backTo={pathname} />}
        </>
      )}
    </div>
  );
}

/** What a save did: published now (subscribers are mailed), scheduled (mailed then), or kept as a draft. */
function SavedNote({ saved }: { saved: Saved }) {
  const t = useTranslations('BusinessNews');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const { item } = saved;
  const when = `${formatDate(item.PUBLISHED_AT, locale, { zone })}, ${formatTime(item.PUBLISHED_AT, { zone })}`;
  return (
    <div role="status" className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900">
      <p className="font-medium">{saved.created ? t('saved.created') : t('saved.updated')}</p>
      {item.STATUS === 'published' && <p>{item.SUBSCRIBERS_NOTIFIED_AT ? t('saved.publishedNotified') : t('saved.published')}</p>}
      {item.STATUS === 'scheduled' && <p>{t('saved.scheduled', { when })}</p>}
      {item.STATUS === 'draft' && <p>{t('saved.draft')}</p>}
    </div>
  );
}

