import { preloadQueue, type LimitedRunner } from './prefetch-limit';

const requested = new Set<string>();

/**
 * Asks the browser to fetch a page the visitor is about to open (`<link rel=prefetch>`, kept
 * by the browser for a few minutes whatever the page's cache headers), through the shared
 * queue: at most 4 in flight (SPEC 9). Each URL once; nothing when the visitor saves data.
 */
export function prefetchDocument(href: string, queue: LimitedRunner = preloadQueue): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || requested.has(href)) return Promise.resolve();
  requested.add(href);
  return queue(
    () =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'document';
        link.href = href;
        link.onload = link.onerror = () => resolve();
        document.head.appendChild(link);
      }),
  );
}

/** For tests: forget which URLs were requested. */
export function resetDocumentPrefetch(): void {
  requested.clear();
}
