'use client';

import { useToastStore, type ToastPosition } from '@/stores/toast-store';
import { ToastItem } from './toast-item';

const POSITIONS: Record<ToastPosition, string> = {
  // The newest toast sits nearest the screen edge.
  top: 'top-4 flex-col-reverse',
  bottom: 'bottom-4 flex-col',
};

/**
 * Renders the toast store (SPEC 2.9). Not sonner: its swipe closes at a fixed 45 px or by
 * speed, and SPEC 9 wants at least 50 % of the toast width. Mount once per layout.
 */
/** Texts come from the server as props: no message runtime in the bundle every page loads. */
export type ToasterLabels = { notifications: string; dismissNotification: string };

export function Toaster({ labels }: { labels: ToasterLabels }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
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
              <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} closeLabel={labels.dismissNotification} />
            ))}
        </ol>
      ))}
    </section>
  );
}
