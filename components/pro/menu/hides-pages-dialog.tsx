'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';

/**
 * "Take these pages off the site?": asked before a menu save (the order or one item) that would
 * leave a published page unreachable; `text` names the pages (the editor's own check or the
 * server's 409 menu_hides_pages), null while nothing is asked.
 */
export function HidesPagesDialog({ text, onClose, busy, onConfirm }: { text: string | null; onClose: () => void; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations('BusinessMenu');
  return (
    <ConfirmDialog
      open={text !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('hidesPagesTitle')}
      text={text ?? ''}
      confirm={t('hidesPagesConfirm')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
