'use client';

import { use } from 'react';
import type { ApiClient } from './client';
import { ApiClientContext } from './provider';

/** The page's API client (SPEC 7.1), from the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be called inside an ApiProvider');
  return client;
}
