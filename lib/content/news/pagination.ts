/** Items per page of a news category list (SPEC leaves the size open; the issue fixes 12). */
export const NEWS_PAGE_SIZE = 12;

/** Items each category shows on the news index. */
export const NEWS_INDEX_LATEST = 3;

/** Longest page number we accept: more digits cannot be a real page. */
const PAGE_PATTERN = /^[1-9]\d{0,8}$/;

/**
 * A page number from a URL segment or query: a positive integer without leading zeros.
 * '2' -> 2; '0', '-1', 'abc', '1e9', '02', '2.0' -> null.
 */
export function parsePageNumber(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !PAGE_PATTERN.test(raw)) return null;
  return Number(raw);
}

/** The number of pages of a list; an empty list still has its first page. */
export function pageCount(total: number, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export type PageWindow = { page: number; pageCount: number; offset: number; limit: number };

/** The rows of one page, or null for a page past the end. */
export function pageWindow(page: number, total: number, size = NEWS_PAGE_SIZE): PageWindow | null {
  const count = pageCount(total, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return null;
  return { page, pageCount: count, offset: (page - 1) * size, limit: size };
}

/** Page 1 is the category URL itself (its canonical); others are `{base}/page/{n}`. */
export function pageHref(baseUrl: string, page: number): string {
  return page <= 1 ? baseUrl : `${baseUrl}/page/${page}`;
}

/**
 * The page numbers a paginator shows: the first, the last and two either side of the
 * current one, with 'gap' where numbers are left out. (5, 10) -> [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10].
 */
export function visiblePages(current: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= 2;
    if (page === 1 || page === count || near) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}
