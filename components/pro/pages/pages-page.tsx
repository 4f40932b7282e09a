'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { readItemParam } from '@/components/pro/read-item-param';
import { RequirePermission } from '@/components/pro/require-permission';
import { AboutEditor } from './about-editor';
import { DirectorPostEditor } from './director-post-editor';
import { DirectorPostList } from './director-post-list';

/** Site pages (segment 'pages', content.edit): the about page's text and the medical director's blog. */
export function PagesPage() {
  const t = useTranslations('BusinessPages');
  // ?post=new or ?post=12: one post; none: the about page and the list.
  const post = readItemParam(useSearchParams(), 'post');
  return (
    <RequirePermission permission="content.edit">
      {post === null ? (
        <div className="flex flex-col gap-8">
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="text-muted">{t('intro')}</p>
          </header>
          <AboutEditor />
          <DirectorPostList />
        </div>
      ) : (
        <DirectorPostEditor id={post === 'new' ? null : post} />
      )}
    </RequirePermission>
  );
}
