'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { readItemParam } from '@/components/pro/read-item-param';
import { MaterialEditor } from '@/components/pro/materials/material-editor';
import { MaterialsList } from '@/components/pro/materials/materials-page';
import { RequirePermission } from '@/components/pro/require-permission';
import { AboutEditor } from './about-editor';
import { DirectorPostEditor } from './director-post-editor';
import { DirectorPostList } from './director-post-list';

/**
 * Site pages (segment 'pages', content.edit): the about page's text, the clinic's text pages (text
 * materials: «Создать страницу» creates one and opens it in the materials editor, issue 31) and the
 * medical director's blog.
 */
export function PagesPage() {
  const t = useTranslations('BusinessPages');
  const params = useSearchParams();
  // ?post=new or ?post=12: one post; ?item=new or ?item=12: one text page; none: the about page and the lists.
  const post = readItemParam(params, 'post');
  const item = readItemParam(params, 'item');
  return (
    <RequirePermission permission="content.edit">
      {item !== null ? (
        <MaterialEditor id={item === 'new' ? null : item} kind="text" />
      ) : post === null ? (
        <div className="flex flex-col gap-8">
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="text-muted">{t('intro')}</p>
          </header>
          <AboutEditor />
          <MaterialsList kind="text" level={2} />
          <DirectorPostList />
        </div>
      ) : (
        <DirectorPostEditor id={post === 'new' ? null : post} />
      )}
    </RequirePermission>
  );
}
