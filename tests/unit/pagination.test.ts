import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, pageCount, pageHref, pageWindow, parsePageNumber, visiblePages } from '@/lib/content/news/pagination';
import { readSegment } from '@/lib/content/segments';

describe('news pagination', () => {
  it('12 items per page', () => {
    expect(NEWS_PAGE_SIZE).toBe(12);
    expect(pageWindow(1, 15)).toEqual({ page: 1, pageCount: 2, offset: 0, limit: 12 });
  });

  it('the last page holds the rest', () => {
    expect(pageWindow(2, 15)).toEqual({ page: 2, pageCount: 2, offset: 12, limit: 12 });
    expect(pageCount(24)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });

  it('a page past the end has no window (the route answers 404)', () => {
    expect(pageWindow(3, 15)).toBeNull();
    expect(pageWindow(2, 12)).toBeNull();
    expect(pageWindow(999_999_999, 15)).toBeNull();
  });

  it('an empty list still has its first page, and only that', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageWindow(1, 0)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 12 });
    expect(pageWindow(2, 0)).toBeNull();
  });

  it('page numbers are positive integers without leading zeros', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('2')).toBe(2);
    for (const bad of ['0', '-1', 'abc', '1e9', '02', '2.0', '', ' 2', '1234567890', undefined, null]) expect(parsePageNumber(bad), String(bad)).toBeNull();
  });

  it('page 1 links to the category URL itself, other pages to {base}/page/{n}', () => {
    expect(pageHref('/l/demo-clinic/news/clinic-news', 1)).toBe('/l/demo-clinic/news/clinic-news');
    expect(pageHref('/l/demo-clinic/news/clinic-news', 2)).toBe('/l/demo-clinic/news/clinic-news/page/2');
  });

  it('the paginator shows first, last and two either side of the current page, with gaps', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
  });
});

describe('route segments', () => {
  it('decodes percent-encoding and refuses malformed or overlong segments', () => {
    expect(readSegment('clinic-news')).toBe('clinic-news');
    expect(readSegment('%D0%B0')).toBe('а');
    expect(readSegment('%E0%A4%A')).toBeNull();
    expect(readSegment('a'.repeat(201))).toBeNull();
    expect(readSegment('')).toBeNull();
  });

  it('a segment with a control character names nothing (no NUL reaches a query): null, the 404', () => {
    for (const raw of ['%00', 'a%00b', '%0A', '%1F', '%7F', 'clinic-news%09']) expect(readSegment(raw), raw).toBeNull();
  });
});
