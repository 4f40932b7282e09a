'use client';

import { useQuery } from '@tanstack/react-query';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Album } from './gallery-types';

export const useGalleryKey = () => {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'gallery'] as const;
};

/** The albums of the company with their photos, shared by the list and an album's page. */
export function useAlbums() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useQuery({
    queryKey: useGalleryKey(),
    queryFn: async ({ signal }) => (await client.get<{ data: Album[] }>(cabinetPath('read', companyCode, cabinetCode, 'gallery_albums'), { signal })).data,
  });
}
