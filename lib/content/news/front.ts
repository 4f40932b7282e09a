import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';
import type { NewsCategoryRecord } from './types';

/** The list components a category may ask for; anything else falls back to the first. */
export const NEWS_COMPONENTS = ['news-list', 'news-grid'] as const;
export type NewsComponent = (typeof NEWS_COMPONENTS)[number];

/** SPEC 3: the `front` settings of a news category. */
export type NewsFront = {
  slug: string;
  /** The category's position among the company's categories. */
  order: number;
  component: NewsComponent;
  props: Record<string, unknown>;
  /** The category list inside the company site, e.g. `/kk/l/demo-clinic/news/clinic-news`. */
  baseCategoryUrl: string;
};

export function resolveNewsComponent(value: string): NewsComponent {
  return (NEWS_COMPONENTS as readonly string[]).includes(value) ? (value as NewsComponent) : NEWS_COMPONENTS[0];
}

function plainObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The front object of a category, with links for the site it is shown on (SPEC 2.4). */
export function buildNewsFront(category: Pick<NewsCategoryRecord, 'slug' | 'position' | 'component' | 'props'>, links: SiteLinkContext): NewsFront {
  return {
    slug: category.slug,
    order: category.position,
    component: resolveNewsComponent(category.component),
    props: plainObject(category.props),
    baseCategoryUrl: siteLink(links, `news/${encodeURIComponent(category.slug)}`),
  };
}

/** Categories in their front order; equal orders keep a stable order by slug. */
export function sortByFront<T extends { front: NewsFront }>(categories: T[]): T[] {
  return [...categories].sort((a, b) => a.front.order - b.front.order || a.front.slug.localeCompare(b.front.slug));
}

/** A news item's page: `{baseCategoryUrl}/{item}`. */
export function newsItemLink(front: Pick<NewsFront, 'baseCategoryUrl'>, itemSlug: string): string {
  return `${front.baseCategoryUrl}/${encodeURIComponent(itemSlug)}`;
}

/** Display switches a list component reads from `props`; both default to on. */
export function newsListOptions(props: Record<string, unknown>): { showSummary: boolean; showImage: boolean } {
  return { showSummary: props.showSummary !== false, showImage: props.showImage !== false };
}
