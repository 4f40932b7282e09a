'use client';

import { useMemo } from 'react';
import type { ApiClient } from '@/lib/api-client/client';
import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The API client for islands on every page (the header's account button): its code loads
 * on the first call, so a signed-out visitor who never signs in never downloads it.
 */
export function useLazyApiClient(apiAuth: ApiAuth, locale: Locale): () => Promise<ApiClient> {
  return useMemo(() => {
    let client: Promise<ApiClient> | undefined;
    return () => (client ??= import('@/lib/api-client/client').then(({ createApiClient }) => createApiClient({ apiAuth, locale })));
  }, [apiAuth, locale]);
}
