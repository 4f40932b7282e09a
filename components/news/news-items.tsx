import Image from 'next/image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { newsItemLink, newsListOptions, type NewsFront } from '@/lib/content/news/front';
import type { NewsSummaryRecord } from '@/lib/content/news/types';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { NewsDate } from './news-date';

type Props = { items: NewsSummaryRecord[]; front: NewsFront; locale: Locale; headingLevel: 2 | 3; priorityFirst?: boolean };

/**
 * A category's items as its front settings ask: `news-list` (rows) or `news-grid` (cards);
 * `props.showSummary` and `props.showImage` switch parts off. The title is the link.
 */
export function NewsItems({ items, front, locale, headingLevel, priorityFirst = false }: Props) {
  const { showSummary, showImage } = newsListOptions(front.props);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const grid = front.component === 'news-grid';
  return (
    <ul className={grid ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
      {items.map((item, index) => (
        <li key={item.id}>
          <article className={`flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 ${grid ? 'flex-col' : 'flex-col sm:flex-row'}`}>
            {showImage && item.image && (
              <div className={`relative aspect-[40/21] shrink-0 overflow-hidden rounded-lg bg-brand-50 ${grid ? 'w-full' : 'w-full sm:w-48'}`}>
                {/* Decorative: the title next to it says what the item is. */}
                {/* The first picture is likely the largest paint above the fold: load it at once. */}
                {item.imageMedia ? (
                  <ResponsiveImage image={item.imageMedia} alt="" priority={index === 0 && priorityFirst} sizes={grid ? '(min-width: 640px) 33vw, 100vw' : '(min-width: 640px) 12rem, 100vw'} className="absolute inset-0 h-full w-full object-cover" />
                ) : (
                  <Image src={item.image} alt="" fill priority={index === 0 && priorityFirst} sizes={grid ? '(min-width: 640px) 33vw, 100vw' : '(min-width: 640px) 12rem, 100vw'} className="object-cover" />
                )}
              </div>
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <Heading className="text-lg font-semibold leading-snug">
                <a href={newsItemLink(front, item.slug)} className="text-brand-800 underline-offset-4 hover:underline">
                  {pickLocalized(item.title, locale)}
                </a>
              </Heading>
              <NewsDate value={item.publishedAt} locale={locale} />
              {showSummary && item.summary && <p className="mt-1 text-ink">{pickLocalized(item.summary, locale)}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
