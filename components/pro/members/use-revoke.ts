'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { useConfirmStep } from '../use-confirm-step';

type Options = { path: (id: number) => string; queryKey: QueryKey; toast: string; nameAttr: string };

/**
 * Revoking an item of a staff list (an access code, an invitation) behind a confirm dialog: the
 * call, the toast, the list refreshed, and once the dialog has left the focus on the row's name
 * (its Revoke button is gone). Spread `dialog` into ConfirmDialog; the list needs `listRef`.
 */
export function useRevoke<T extends { ID: number }>({ path, queryKey, toast, nameAttr }: Options) {
  const client = useApiClient();
  const listRef = useRef<HTMLUListElement>(null);
  const { asked, ask, dialog } = useConfirmStep<T>({
    run: (item) => client.delete(path(item.ID)),
    queryKey,
    toast: () => toast,
    closed: (item) => listRef.current?.querySelector<HTMLElement>(`[${nameAttr}="${item.ID}"]`)?.focus(),
  });
  return { revoking: asked, setRevoking: ask, listRef: listRef as RefObject<HTMLUListElement>, dialog };
}
