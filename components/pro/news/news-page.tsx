'use client';

import { useSearchParams } from 'next/navigation';
import { RequirePermission } from '@/components/pro/require-permission';
import { NewsCategories } from './news-categories';
import { NewsEditor } from './news-editor';
import { NewsList } from './news-list';
import { NEWS_STATUS_LIST } from './news-types';

/** The address of the editor's views: the list (?status=draft&page=2), a new item (?item=new), an item (?item=12). */
export function readNewsView(params: { get(name: string): string | null }) {
  const item = params.get('item');
  const id = item && /^\d{1,10}$/.test(item) && Number(item) >= 1 && Number(item) <= 2_147_483_647 ? Number(item) : null;
  const page = params.get('page');
  const status = params.get('status');
  return {
    item: item === 'new' ? ('new' as const) : id,
    status: NEWS_STATUS_LIST.find((value) => value === status) ?? null,
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The news editor (segment 'news', content.edit): the company's news with their status and its categories, and one item's form. */
export function NewsPage() {
  const params = useSearchParams();
  const view = readNewsView(params);
  return (
    <RequirePermission permission="content.edit">
      {view.item === null ? (
        <div className="flex flex-col gap-8">
          <NewsList status={view.status} page={view.page} />
          <NewsCategories />
        </div>
      ) : (
        <NewsEditor id={view.item === 'new' ? null : view.item} />
      )}
    </RequirePermission>
  );
}
