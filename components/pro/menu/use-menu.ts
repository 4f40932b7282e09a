'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { EditorMenu, MenuTargets } from './menu-types';

export const menuKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'menu'] as const;

/** The company's whole menu for the editor (menu.edit). */
export function useEditorMenu() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useQuery({
    queryKey: menuKey(companyCode, cabinetCode),
    queryFn: async ({ signal }) => (await client.get<{ data: EditorMenu }>(cabinetPath('read', companyCode, cabinetCode, 'menu'), { signal })).data,
  });
}

/** What an item may point at: sections, aliases, the company's materials. */
export function useMenuTargets() {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  return useQuery({
    queryKey: [...menuKey(companyCode, cabinetCode), 'targets'],
    queryFn: async ({ signal }) => (await client.get<{ data: MenuTargets }>(cabinetPath('read', companyCode, cabinetCode, 'menu/targets'), { signal })).data,
  });
}

/** The editor's menu in the cache: `set` it to a saved menu, `refresh` it (read it again). */
export function useMenuCache() {
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const queryKey = menuKey(companyCode, cabinetCode);
  return {
    set: (menu: EditorMenu) => queryClient.setQueryData(queryKey, menu),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
