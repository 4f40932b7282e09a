'use client';

import { useState } from 'react';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { ApiBody } from '@/lib/api-client/client';
import { useApiClient } from '@/lib/api-client/use-api-client';

/**
 * A write of the active cabinet (`run('put', 'schedule/12/hours', body)`): whether it runs, its
 * failure (for useSaveErrors), and on success `after` with the answer's `data` (to put it into a
 * query or read queries again). Resolves to whether it succeeded.
 */
export function useCabinetWrite(after: (data: unknown) => Promise<unknown> | void) {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(method: 'post' | 'put' | 'delete', tail: string, body?: ApiBody): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const path = cabinetPath('write', companyCode, cabinetCode, tail);
      const answer = method === 'delete' ? await client.delete<{ data: unknown }>(path) : await client[method]<{ data: unknown }>(path, body);
      await after(answer?.data);
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
