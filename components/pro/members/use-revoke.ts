'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { failureText } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';

type Options = { path: (id: number) => string; queryKey: QueryKey; toast: string; nameAttr: string };

/**
 * Revoking an item of a staff list (an access code, an invitation) behind a confirm dialog: the
 * call, the toast, the list refreshed, and once the dialog has left the focus on the row's name
 * (its Revoke button is gone). Spread `dialog` into ConfirmDialog; the list needs `listRef`.
 */
export function useRevoke<T extends { ID: number }>({ path, queryKey, toast, nameAttr }: Options) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const [revoking, setRevoking] = useState<T | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const revoked = useRef<number | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => client.delete(path(id)),
    onSuccess: async (_result, id) => {
      pushToast({ message: toast, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      revoked.current = id;
    },
    onError: (error) => pushToast({ message: failureText(errorTexts, error), variant: 'error' }),
    onSettled: () => setRevoking(null),
  });
  const dialog = {
    open: revoking !== null,
    onOpenChange: (open: boolean) => !open && setRevoking(null),
    busy: revoke.isPending,
    onConfirm: () => revoking && revoke.mutate(revoking.ID),
    onClosed: () => {
      if (revoked.current === null) return;
      listRef.current?.querySelector<HTMLElement>(`[${nameAttr}="${revoked.current}"]`)?.focus();
      revoked.current = null;
    },
  };
  return { revoking, setRevoking, listRef: listRef as RefObject<HTMLUListElement>, dialog };
}
