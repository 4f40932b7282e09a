'use client';

import { Toaster, type ToasterLabels } from '@/components/ui/toaster';
import { useToastStore } from '@/stores/toast-store';

/** The page's toasts: the toast store shown by the Toaster primitive. Mount once per layout. */
export function Toasts({ labels }: { labels: ToasterLabels }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return <Toaster toasts={toasts} onDismiss={dismiss} labels={labels} />;
}
