'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { proCountsKey } from '@/components/pro/pro-counts-key';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { ApiBody } from '@/lib/api-client/client';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** The calendar's query keys: every write reads them again, the navigation's counts too. */
export const calendarKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'calendar'] as const;

/** A write of the calendar: the call, whether it runs, its failure; on success the calendar and the counts are read again. */
export function useCalendarCall() {
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
      if (method === 'delete') await client.delete(path);
      else await client[method](path, body);
      await Promise.all([queryClient.invalidateQueries({ queryKey: calendarKey(companyCode, cabinetCode) }), queryClient.invalidateQueries({ queryKey: proCountsKey(companyCode, cabinetCode) })]);
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
