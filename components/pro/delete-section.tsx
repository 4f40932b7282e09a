'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { useConfirmedDelete } from '@/components/pro/use-confirmed-delete';
import { Button } from '@/components/ui/button';

/** Where an editor's delete texts are: title, hint, button, confirmTitle, confirmText, confirm, done (and failed). */
export type DeleteSectionNamespace = 'BusinessDoctors.delete' | 'BusinessNews.delete' | 'BusinessGallery.deleteAlbum';

/**
 * The "delete this" block at the foot of an editor (a news item, a doctor, a gallery album): a
 * heading, a hint, the Delete button and its confirm dialog, its texts from `namespace` (`values` fill
 * the item's name). `remove` makes the call (and updates the caches); once it succeeds the dialog
 * closes, a toast says so (`done`) and the page goes `backTo` (the list). A failed
 * call closes the dialog first and only then shows its alert: an alert behind the dialog (hidden from
 * assistive technology, covered on a phone) is never heard, and the focus is back on Delete.
 */
export function DeleteSection({
  id,
  namespace,
  values,
  failed,
  remove,
  backTo,
}: {
  id: string;
  namespace: DeleteSectionNamespace;
  values: Record<string, string>;
  /** The failure's text when the namespace has no `failed`. */
  failed?: string;
  remove: () => Promise<unknown>;
  backTo: string;
}) {
  const t = useTranslations(namespace);
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const pendingError = useRef<string | null>(null);
  const removal = useConfirmedDelete({
    remove: () => {
      setError(null);
      return remove();
    },
    done: () => t('done', values),
    onDeleted: () => router.push(backTo),
    onFailed: () => {
      pendingError.current = failed ?? t('failed' as never);
    },
  });

  return (
    <section aria-labelledby={id} className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('hint')}</p>
      <Button variant="danger" onClick={removal.ask}>
        {t('button')}
      </Button>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('confirmTitle')}
        text={t('confirmText', values)}
        confirm={t('confirm')}
        onClosed={() => {
          if (pendingError.current === null) return;
          setError(pendingError.current);
          pendingError.current = null;
        }}
      />
    </section>
  );
}
