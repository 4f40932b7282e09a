'use client';

import { useQueryClient } from '@tanstack/react-query';
import { proCountsKey } from '@/components/pro/pro-counts-key';
import { useCabinetWrite } from '@/components/pro/use-cabinet-write';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';

/** The calendar's query keys: every write reads them again, the navigation's counts too. */
export const calendarKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'calendar'] as const;

/** A write of the calendar: the call, whether it runs, its failure; on success the calendar and the counts are read again. */
export function useCalendarCall() {
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useCabinetWrite(() =>
    Promise.all([queryClient.invalidateQueries({ queryKey: calendarKey(companyCode, cabinetCode) }), queryClient.invalidateQueries({ queryKey: proCountsKey(companyCode, cabinetCode) })]),
  );
}
