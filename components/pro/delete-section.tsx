'use client';

import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { Button } from '@/components/ui/button';

export type DeleteSectionTexts = { title: string; hint: string; button: string; confirmTitle: string; confirmText: string; confirm: string; failed: string };

/**
 * The "delete this" block at the foot of an editor (a news item, a doctor, a gallery album): a
 * heading, a hint, the Delete button and its confirm dialog. `remove` makes the call (and updates the
 * caches); once it succeeds the dialog closes and `onRemoved` says so and leaves the page. A failed
 * call closes the dialog first and only then shows its alert: an alert behind the dialog (hidden from
 * assistive technology, covered on a phone) is never heard, and the focus is back on Delete.
 */
export function DeleteSection({ id, texts, remove, onRemoved }: { id: string; texts: DeleteSectionTexts; remove: () => Promise<unknown>; onRemoved: () => void }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pendingError = useRef<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await remove();
      setConfirmOpen(false);
      onRemoved();
    } catch {
      pendingError.current = texts.failed;
      setConfirmOpen(false);
      setDeleting(false);
    }
  }

  return (
    <section aria-labelledby={id} className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.hint}</p>
      <Button variant="danger" onClick={() => setConfirmOpen(true)}>
        {texts.button}
      </Button>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirm={texts.confirm}
        busy={deleting}
        onConfirm={() => void confirm()}
        onClosed={() => {
          if (pendingError.current === null) return;
          setError(pendingError.current);
          pendingError.current = null;
        }}
      />
    </section>
  );
}
