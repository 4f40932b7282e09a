'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { RequirePermission } from '@/components/pro/require-permission';
import { AboutEditor } from './about-editor';
import { DirectorPostEditor, DirectorPostList } from './director-posts';

/** The address of a post's view: ?post=new or ?post=12; none: the about page and the list. */
export function readPostView(params: { get(name: string): string | null }): 'new' | number | null {
  const post = params.get('post');
  if (post === 'new') return 'new';
  return post && /^\d{1,10}$/.test(post) && Number(post) >= 1 && Number(post) <= 2_147_483_647 ? Number(post) : null;
}

/** Site pages (segment 'pages', content.edit): the about page's text and the medical director's blog. */
export function PagesPage() {
  const t = useTranslations('BusinessPages');
  const post = readPostView(useSearchParams());
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
