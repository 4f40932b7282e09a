'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureText } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { pushToast } from '@/stores/toast-store';

type Options<T> = {
  /** The call, for the item the dialog was opened for. */
  run: (item: T) => Promise<unknown>;
  /** The list read again after a success. */
  queryKey: QueryKey;
  /** The success toast. */
  toast: (item: T) => string;
  /** After the toast, before the list is read again (e.g. one's own access changed). */
  succeeded?: (item: T) => void;
  /** Once the dialog has left after a success: where the focus goes (the item's button is gone or moved). */
  closed: (item: T) => void;
};

/**
 * A step on a list's item behind ConfirmDialog (revoking a code or an invitation, removing a
 * member, handing the company over): the call, a toast (the server's words on a failure), the
 * list read again before the dialog closes, and `closed` once it has left. `ask(item)` opens the
 * dialog; spread `dialog` into ConfirmDialog.
 */
export function useConfirmStep<T>({ run, queryKey, toast, succeeded, closed }: Options<T>) {
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const [asked, ask] = useState<T | null>(null);
  // Set once the list after the step is in: the dialog then closes, and `closed` runs when it has left.
  const done = useRef<{ item: T } | null>(null);
  const step = useMutation({
    mutationFn: run,
    onSuccess: async (_result, item) => {
      pushToast({ message: toast(item), variant: 'success' });
      succeeded?.(item);
      await queryClient.invalidateQueries({ queryKey });
      done.current = { item };
    },
    onError: (error) => pushToast({ message: failureText(errorTexts, error), variant: 'error' }),
    onSettled: () => ask(null),
  });
  const dialog = {
    open: asked !== null,
    onOpenChange: (open: boolean) => !open && ask(null),
    busy: step.isPending,
    onConfirm: () => asked !== null && step.mutate(asked),
    onClosed: () => {
      if (done.current === null) return;
      const { item } = done.current;
      done.current = null;
      closed(item);
    },
  };
  return { asked, ask, dialog };
}
