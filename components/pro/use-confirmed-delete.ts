'use client';

import { useState } from 'react';
import { pushToast } from '@/stores/toast-store';

/**
 * A delete behind a ConfirmDialog: `dialog` spreads onto it (open, busy, confirm). Once `remove`
 * succeeds the dialog closes, `done` is a toast and `onDeleted` runs; a failure closes the dialog
 * (an alert behind it would not be heard) and goes to `onFailed`.
 */
export function useConfirmedDelete({ remove, done, onDeleted, onFailed }: { remove: () => Promise<unknown>; done?: () => string; onDeleted?: () => void; onFailed: (error: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await remove();
      setOpen(false);
      if (done) pushToast({ message: done(), variant: 'success' });
      onDeleted?.();
    } catch (error) {
      setOpen(false);
      setDeleting(false);
      onFailed(error);
    }
  }

  return {
    ask: () => setOpen(true),
    dialog: { open, onOpenChange: setOpen, busy: deleting, onConfirm: () => void confirm() },
  };
}
