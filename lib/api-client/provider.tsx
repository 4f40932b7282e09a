'use client';

import { isServer, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useMemo, useState, type ReactNode } from 'react';
import { useApiConfig } from './api-config';
import { createApiClient, type ApiClient } from './client';
import type { ApiClientConfig } from './config';
import { createQueryClient } from './query-client';

export const ApiClientContext = createContext<ApiClient | null>(null);

let browserQueryClient: QueryClient | undefined;

/**
 * One QueryClient per page in the browser, shared by every ApiProvider on it: the header's
 * account and a form are separate islands, yet signing in through one updates the other.
 * On the server, one per render, so no visitor's data reaches another.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

type Props = {
  children: ReactNode;
  /** Defaults to the layout's ApiConfigProvider; the account and business areas may pass their own. */
  config?: ApiClientConfig;
  /** Defaults to the page's QueryClient; tests pass a fresh one. */
  queryClient?: QueryClient;
};

/**
 * React Query and the API client of SPEC 7.1 for the components below it (useApiClient,
 * useCurrentUser, useSignIn, useLogout ...). Public pages load it with the first island that
 * needs it, never with the page (docs/decisions.md, "Client data layer").
 */
export function ApiProvider({ children, config, queryClient }: Props) {
  const fromLayout = useApiConfig();
  const resolved = config ?? fromLayout;
  if (!resolved) throw new Error('ApiProvider needs a config: render it inside ApiConfigProvider or pass `config`');
  const [pageQueryClient] = useState(getQueryClient);
  const client = useMemo(() => createApiClient(resolved), [resolved]);
  return (
    <QueryClientProvider client={queryClient ?? pageQueryClient}>
      <ApiClientContext value={client}>{children}</ApiClientContext>
    </QueryClientProvider>
  );
}
