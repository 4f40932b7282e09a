'use client';

import { useProCabinet } from '@/components/pro/use-pro-cabinet';

/** The React Query key of the cabinet's doctors: [..., 'list'] and [..., 'item', id]. */
export const useDoctorsKey = () => {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'doctors'] as const;
};
