import type { ComponentType } from 'react';
import { create } from 'zustand';
import { TOAST_AUTO_HIDE_MS } from '@/lib/ui/constants';
import type { Toast, ToastPosition, ToastVariant } from '@/lib/ui/toast';

export type { Toast, ToastPosition, ToastVariant };

/** What callers pass: only the message is required; a known id replaces that toast. */
export type ToastInput<P extends object = object> = Partial<Omit<Toast, 'message' | 'component' | 'props'>> & {
  message: string;
} & ({ component?: undefined; props?: undefined } | { component: ComponentType<P>; props: P });

interface ToastStore {
  toasts: Toast[];
  push: <P extends object>(input: ToastInput<P>) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

// A counter, not crypto.randomUUID: that exists only on https and localhost.
let sequence = 0;

/** UI state only (STYLE "stores"): usable outside React as `useToastStore.getState().push(...)`. */
export const useToastStore = create<ToastStore>()((set) => ({
  toasts: [],
  push: (input) => {
    const toast: Toast = {
      variant: 'info',
      delay: TOAST_AUTO_HIDE_MS,
      position: 'top',
      ...input,
      id: input.id ?? `toast-${++sequence}`,
      // Stored loosely typed; ToastInput already tied the props to the component.
      component: input.component as ComponentType<never> | undefined,
    };
    set(({ toasts }) => ({ toasts: [...toasts.filter((t) => t.id !== toast.id), toast] }));
    return toast.id;
  },
  dismiss: (id) => set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export const pushToast = <P extends object>(input: ToastInput<P>): string => useToastStore.getState().push(input);
export const dismissToast = (id: string): void => useToastStore.getState().dismiss(id);
