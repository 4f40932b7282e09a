import { LoadFailed } from './load-failed';

export type QueryStatusTexts = { loading: string; failed: string; retry: string };

/** QueryStatus's texts from a namespace with its own `loading`, `loadFailed` and `retry` (the business and account areas' pages). */
export function loadTexts(t: (key: 'loading' | 'loadFailed' | 'retry') => string): QueryStatusTexts {
  return { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };
}

/** What QueryStatus reads of a React Query result. */
export type QueryState = { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };

/**
 * Several reads a page needs together, as one for QueryStatus: pending while any first load runs,
 * failed when one failed with nothing to show, its data there once every read has its data;
 * the retry reads again what failed.
 */
export function allQueries(queries: QueryState[]): QueryState {
  const missing = queries.filter((query) => query.data === undefined);
  return {
    isPending: queries.some((query) => query.isPending),
    isError: missing.some((query) => query.isError),
    data: missing.length === 0 ? queries.map((query) => query.data) : undefined,
    refetch: () => Promise.all(missing.map((query) => query.refetch())),
  };
}

/**
 * A client read's state before its data is there: "loading" (read out politely) while the
 * first load runs; what failed, with a retry, when it failed with nothing to show. Once there is
 * data it says nothing: the page shows the data, and a failed background refetch keeps the last
 * data on screen. Texts come as props (components/ui knows no messages).
 */
export function QueryStatus({ query, texts }: { query: QueryState; texts: QueryStatusTexts }) {
  if (query.isError && query.data === undefined) {
    return <LoadFailed message={texts.failed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        {texts.loading}
      </p>
    );
  }
  return null;
}
