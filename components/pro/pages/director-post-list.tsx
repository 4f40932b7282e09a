'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { StatusBadge } from '@/components/pro/status-badge';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useClinicZone } from '@/components/pro/use-clinic-zone';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import type { DirectorPostWire } from './pages-types';
import { pickTitle, usePostsKey } from './use-posts-key';

/** The blog's posts, hidden ones included, with a link to each and to a new one. */
export function DirectorPostList() {
  const t = useTranslations('BusinessPages');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const pathname = usePathname();
  const { client, read } = useCabinetCalls();
  const posts = useQuery({
    queryKey: [...usePostsKey(), 'list'],
    queryFn: async ({ signal }) => (await client.get<{ data: DirectorPostWire[] }>(read('director_posts'), { signal })).data,
  });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('blog.title')}
        </h2>
        <Link href={`${pathname}?post=new`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('blog.new')}
        </Link>
      </div>
      <QueryStatus query={posts} texts={loadTexts(t)} />
      {posts.data?.length === 0 && <p className="text-muted">{t('blog.empty')}</p>}
      {posts.data && posts.data.length > 0 && (
        <ul aria-label={t('blog.list')} className="flex flex-col divide-y divide-slate-200">
          {posts.data.map((post) => (
            <li key={post.ID} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <Link href={`${pathname}?post=${post.ID}`} className="break-words font-medium text-brand-700 underline underline-offset-4">
                  {pickTitle(post, locale)}
                </Link>
                <span className="text-sm text-muted">{formatDate(post.PUBLISHED_AT, locale, { zone })}</span>
              </div>
              <StatusBadge tone={post.PUBLISHED ? 'good' : 'off'} caption={t('blog.title')} label={post.PUBLISHED ? t('blog.published') : t('blog.hidden')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
