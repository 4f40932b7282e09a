'use client';

import { useQueryClient } from '@tanstack/react-query';

/**
 * The React Query cache of an editor's items under `key`: [...key, 'list'] and [...key, 'item', id].
 * `saved` puts a saved item in (the list is read again), `removed` drops a deleted one.
 */
export function useItemCache<T>(key: readonly unknown[], idOf: (item: T) => number) {
  const queryClient = useQueryClient();
  const put = (item: T) => queryClient.setQueryData([...key, 'item', idOf(item)], item);
  return {
    put,
    saved(item: T) {
      put(item);
      void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
    async removed(id: number) {
      queryClient.removeQueries({ queryKey: [...key, 'item', id] });
      await queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
    refreshList: () => queryClient.invalidateQueries({ queryKey: [...key, 'list'] }),
  };
}
