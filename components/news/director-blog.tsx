import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { pickLocalizedDoc } from '@/lib/i18n/rich-doc';
import type { DirectorPostRecord } from '@/lib/content/director/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import { sectionTitle, type Site } from '@/lib/site/load-site';
import { NewsDate } from './news-date';

/** The medical director's blog: every post in full, newest first (the order the query gives). */
export async function DirectorBlog({ site, posts }: { site: Site; posts: DirectorPostRecord[] }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Director' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{sectionTitle(site, 'medical-director', t('title'))}</h1>
      {posts.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-6">{t('empty')}</p>}
      {posts.map((post) => (
        <article key={post.id} aria-labelledby={`post-${post.id}`} className="rounded-xl border border-slate-200 bg-white p-6" data-post>
          <h2 id={`post-${post.id}`} className="mb-1 text-xl font-semibold">
            {pickLocalized(post.title, site.locale)}
          </h2>
          <NewsDate value={post.publishedAt} locale={site.locale} />
          <RichText doc={pickLocalizedDoc(post.body, site.locale)} className="mt-4 flex flex-col gap-4 leading-relaxed break-words" />
        </article>
      ))}
    </div>
  );
}
