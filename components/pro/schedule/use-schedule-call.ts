'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { ApiBody } from '@/lib/api-client/client';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { ScheduleSetup } from './schedule-types';

/**
 * A write of the schedule editor: the call, whether it runs, its failure (for useSaveErrors), and
 * on success the doctor's setup it answers put into the page's query (or the query read again).
 */
export function useScheduleCall(queryKey: readonly unknown[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(method: 'post' | 'put' | 'delete', tail: string, body?: ApiBody): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const path = cabinetPath('write', companyCode, cabinetCode, tail);
      const answer = method === 'delete' ? await client.delete<{ data: unknown }>(path) : await client[method]<{ data: unknown }>(path, body);
      const data = answer?.data as Partial<ScheduleSetup> | undefined;
      if (data && 'VERSION' in data && 'HOURS' in data) queryClient.setQueryData(queryKey, data);
      else await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error, clearError: () => setError(null) };
}
