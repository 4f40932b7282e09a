import { describe, expect, it } from 'vitest';
import { buildNewsFront, newsItemLink, newsListOptions, resolveNewsComponent, sortByFront } from '@/lib/content/news/front';
import type { SiteLinkContext } from '@/lib/tenants/links';

const platform: SiteLinkContext = { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: false };
const category = { slug: 'clinic-news', position: 2, component: 'news-list', props: { showSummary: false } };

describe('news category front settings (SPEC 3 "News category")', () => {
  it('SPEC 3: front carries slug, order, component, props and baseCategoryUrl', () => {
    expect(buildNewsFront(category, platform)).toEqual({
      slug: 'clinic-news',
      order: 2,
      component: 'news-list',
      props: { showSummary: false },
      baseCategoryUrl: '/l/demo-clinic/news/clinic-news',
    });
  });

  it('order is the category position', () => {
    expect(buildNewsFront({ ...category, position: 0 }, platform).order).toBe(0);
    expect(buildNewsFront({ ...category, position: 7 }, platform).order).toBe(7);
  });

  it('SPEC 2.4: baseCategoryUrl is under /l/{slug} on the platform host, with the locale prefix', () => {
    expect(buildNewsFront(category, { ...platform, locale: 'kk' }).baseCategoryUrl).toBe('/kk/l/demo-clinic/news/clinic-news');
  });

  it('SPEC 2.4: baseCategoryUrl is root-relative on the company’s own host', () => {
    expect(buildNewsFront(category, { ...platform, isExternalHost: true }).baseCategoryUrl).toBe('/news/clinic-news');
    expect(buildNewsFront(category, { ...platform, isExternalHost: true, locale: 'en' }).baseCategoryUrl).toBe('/en/news/clinic-news');
  });

  it('an unknown component falls back to news-list; news-grid is kept', () => {
    expect(resolveNewsComponent('carousel')).toBe('news-list');
    expect(resolveNewsComponent('news-grid')).toBe('news-grid');
    expect(buildNewsFront({ ...category, component: '<script>' }, platform).component).toBe('news-list');
  });

  it('props that are not a plain object become {}', () => {
    for (const props of [null, [], 'x', 5] as unknown[]) {
      expect(buildNewsFront({ ...category, props: props as Record<string, unknown> }, platform).props).toEqual({});
    }
  });

  it('categories sort by order, then by slug', () => {
    const make = (slug: string, position: number) => ({ id: slug, front: buildNewsFront({ ...category, slug, position }, platform) });
    const sorted = sortByFront([make('promotions', 2), make('health-tips', 1), make('clinic-news', 1)]);
    expect(sorted.map((entry) => entry.id)).toEqual(['clinic-news', 'health-tips', 'promotions']);
  });

  it('a news item link is {baseCategoryUrl}/{item}, with the slug encoded', () => {
    const front = buildNewsFront(category, platform);
    expect(newsItemLink(front, 'new-mri-scanner')).toBe('/l/demo-clinic/news/clinic-news/new-mri-scanner');
    expect(newsItemLink(front, 'a b/c')).toBe('/l/demo-clinic/news/clinic-news/a%20b%2Fc');
  });

  it('list props: summary and image are shown unless switched off with false', () => {
    expect(newsListOptions({})).toEqual({ showSummary: true, showImage: true });
    expect(newsListOptions({ showSummary: false, showImage: 'no' })).toEqual({ showSummary: false, showImage: true });
  });
});
