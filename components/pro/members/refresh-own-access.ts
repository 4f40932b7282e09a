'use client';

import type { useApiClient } from '@/lib/api-client/use-api-client';
import { useBusinessStore } from '@/stores/business-store';
import type { Where } from './members-api';

/**
 * After a change of one's own membership: new permissions in the cabinet of the address are
 * read again (the store's reloadPermissions); a removal, or a change in another cabinet, changes
 * the cabinet list too, so the whole state reloads in SPEC 4's order (a cabinet one has left
 * then opens the first one left).
 */
export function refreshOwnAccess(client: ReturnType<typeof useApiClient>, where: Where, changedCabinet: number, removed = false) {
  const store = useBusinessStore.getState();
  return changedCabinet === where.cabinetCode && !removed ? store.reloadPermissions(client) : store.load(client, where);
}
