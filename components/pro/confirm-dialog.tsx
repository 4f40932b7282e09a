'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  /**
   * Once the dialog has left (the page is no longer hidden from assistive technology) and the
   * dialog has given the focus back: e.g. to show why a step failed, or to move the focus on
   * when the element that opened the dialog is gone.
   */
  onClosed?: () => void;
};

/**
 * "Are you sure?" before a step that cannot be undone (revoking a code, removing a member,
 * deleting a news item or category). Its Cancel text is in `BusinessCommon`, the /pro texts no one page owns.
 * `onClosed` waits a task: Radix gives the focus back on a timer of its own as the dialog unmounts.
 */
export function ConfirmDialog({ open, onOpenChange, title, text, confirm, busy, onConfirm, onClosed }: Props) {
  const t = useTranslations('BusinessCommon');
  const ui = useTranslations('Ui');
  return (
    <Modal open={open} onOpenChange={onOpenChange} onStateChange={(state) => state === 'left' && onClosed && setTimeout(onClosed, 0)} title={title} description={text} closeLabel={ui('closeDialog')}>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </Button>
      </div>
    </Modal>
  );
}
