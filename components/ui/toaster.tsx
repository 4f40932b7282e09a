'use client';

import type { Toast, ToastPosition } from '@/lib/ui/toast';
import { ToastItem } from './toast-item';

const POSITIONS: Record<ToastPosition, string> = {
  // The newest toast sits nearest the screen edge.
  top: 'top-4 flex-col-reverse',
  bottom: 'bottom-4 flex-col',
};

/** Texts come as props: the primitive knows no message runtime and no store. */
export type ToasterLabels = { notifications: string; dismissNotification: string };

/**
 * Shows toasts (SPEC 2.9) at the top and bottom of the screen. Not sonner: its swipe closes
 * at a fixed 45 px or by speed, and SPEC 9 wants at least 50 % of the toast width. The list
 * and its dismissal come from the caller (components/client/toasts.tsx wires the store).
 */
export function Toaster({ toasts, onDismiss, labels }: { toasts: readonly Toast[]; onDismiss: (id: string) => void; labels: ToasterLabels }) {
  return (
    // data-toaster: an open modal does not treat a click here as a click on its overlay.
    <section aria-label={labels.notifications} data-toaster="">
      {(Object.keys(POSITIONS) as ToastPosition[]).map((position) => (
        <ol
          key={position}
          aria-live="polite"
          aria-relevant="additions text"
          data-position={position}
          className={`pointer-events-none fixed inset-x-0 z-[60] flex items-center gap-2 px-4 ${POSITIONS[position]}`}
        >
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} closeLabel={labels.dismissNotification} />
            ))}
        </ol>
      ))}
    </section>
  );
}
