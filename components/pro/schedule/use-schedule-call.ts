'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCabinetWrite } from '@/components/pro/use-cabinet-write';
import type { ScheduleSetup } from './schedule-types';

/**
 * A write of the schedule editor: the call, whether it runs, its failure (for useSaveErrors), and
 * on success the doctor's setup it answers put into the page's query (or the query read again).
 */
export function useScheduleCall(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useCabinetWrite((answer) => {
    const data = answer as Partial<ScheduleSetup> | undefined;
    if (data && 'VERSION' in data && 'HOURS' in data) queryClient.setQueryData(queryKey, data);
    else return queryClient.invalidateQueries({ queryKey });
  });
}
