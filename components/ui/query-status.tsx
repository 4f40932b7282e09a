import { LoadFailed } from './load-failed';

export type QueryStatusTexts = { loading: string; failed: string; retry: string };

/** What QueryStatus reads of a React Query result. */
type QueryState = { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };

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
