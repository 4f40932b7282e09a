'use client';

import { useQuery } from '@tanstack/react-query';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { NewsCategory } from './news-types';

export const newsCategoriesKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'news', 'categories'] as const;

/** The company's news categories (content.edit), read once for the category list and the item form. */
export function useNewsCategories() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useQuery({
    queryKey: newsCategoriesKey(companyCode, cabinetCode),
    queryFn: async ({ signal }) => (await client.get<{ data: NewsCategory[] }>(cabinetPath('read', companyCode, cabinetCode, 'news_categories'), { signal })).data,
  });
}
