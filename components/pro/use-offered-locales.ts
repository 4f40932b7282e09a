'use client';

import { offeredLocales } from '@/components/pro/news/news-types';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';

/** The languages the company's site offers (offeredLocales): Russian, then each it has a name in. */
export function useOfferedLocales() {
  return offeredLocales(useProCabinet().company);
}
