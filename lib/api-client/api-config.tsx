'use client';

import { createContext, use, type ReactNode } from 'react';
import type { ApiClientConfig } from './config';

const ApiConfigContext = createContext<ApiClientConfig | null>(null);

/**
 * The API client's config (SPEC 7.1: apiAuth, locale) from the server layout, given once to
 * the whole page. Only the config: React Query and the client load with the first island
 * that needs them (ApiProvider), so a page nobody interacts with never downloads them.
 */
export function ApiConfigProvider({ config, children }: { config: ApiClientConfig; children: ReactNode }) {
  return <ApiConfigContext value={config}>{children}</ApiConfigContext>;
}

/** The layout's config, or null outside an ApiConfigProvider. */
export function useApiConfig(): ApiClientConfig | null {
  return use(ApiConfigContext);
}
