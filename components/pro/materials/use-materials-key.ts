'use client';

import { useProCabinet } from '@/components/pro/use-pro-cabinet';

/** The React Query key of the cabinet's materials: [..., 'list'] and [..., 'item', id]. */
export function useMaterialsKey() {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'materials'] as const;
}
