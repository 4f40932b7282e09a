'use client';

import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** The API client with the active cabinet's paths (cabinetPath): `read('doctors')`, `write('doctors/12')`. */
export function useCabinetCalls() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return {
    client,
    read: (tail: string) => cabinetPath('read', companyCode, cabinetCode, tail),
    write: (tail: string) => cabinetPath('write', companyCode, cabinetCode, tail),
  };
}
