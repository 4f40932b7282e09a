'use client';

import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { PRO_COUNTS_STALE_MS, PRO_LIVE_POLL_MS, proCountsKey, type OpenCounts } from './pro-counts-key';
import { cabinetPath } from './use-pro-cabinet';

/**
 * The cabinet's open items for the navigation (GET …/business/open_counts). The server's render
 * puts them in the cache under proCountsKey, so they show with the first HTML; a status change
 * invalidates the key and they are read again.
 */
export function useProCounts(companyCode: string, cabinetCode: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: proCountsKey(companyCode, cabinetCode),
    queryFn: async ({ signal }) => (await client.get<{ data: OpenCounts }>(cabinetPath('read', companyCode, cabinetCode, 'open_counts'), { signal })).data,
    staleTime: PRO_COUNTS_STALE_MS,
    // Visits booked, moved or cancelled by patients reach the navigation without a reload.
    refetchInterval: PRO_LIVE_POLL_MS,
    enabled,
  });
}
