import type { ComponentType } from 'react';

/** SPEC 3 "Toast": what the toaster shows; the toast store (stores/toast-store.ts) keeps a list of them. */
export type ToastVariant = 'info' | 'success' | 'error';
export type ToastPosition = 'top' | 'bottom';

export interface Toast {
  id: string;
  /** Already translated text, shown unless `component` renders the body. */
  message: string;
  variant: ToastVariant;
  /** Milliseconds before it hides itself; 0 or Infinity keeps it until closed. */
  delay: number;
  position: ToastPosition;
  component?: ComponentType<never>;
  props?: object;
}
