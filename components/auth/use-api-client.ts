'use client';

import { useMemo } from 'react';
import { createApiClient } from '@/lib/api-client/client';
import type { ApiAuth } from '@/lib/api-client/config';
import type { Locale } from '@/lib/i18n/locales';

/** One API client per page and locale; the config comes from the server layout. */
export function useApiClient(apiAuth: ApiAuth, locale: Locale) {
  return useMemo(() => createApiClient({ apiAuth, locale }), [apiAuth, locale]);
}
