'use client';

import { createElement, useEffect, useRef, useState } from 'react';
import { TOAST_SWIPE_DISMISS_RATIO } from '@/lib/ui/constants';
import type { Toast, ToastVariant } from '@/lib/ui/toast';
import { Tooltip } from './tooltip';
import { useSwipeDismiss } from './use-swipe-dismiss';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  info: 'border-brand-700',
  success: 'border-green-700',
  error: 'border-red-700',
};

/**
 * Hides after `delay` ms. The clock pauses while the visitor points at, focuses or drags
 * the toast (WCAG 2.2.1) and resumes with the time that was left.
 */
function useAutoHide(toast: Toast, paused: boolean, onExpire: () => void) {
  const expire = useRef(onExpire);
  const left = useRef({ toast, ms: toast.delay });
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    // A push with the same id brings a new toast object: its clock starts again.
    if (left.current.toast !== toast) left.current = { toast, ms: toast.delay };
    if (paused || !Number.isFinite(toast.delay) || toast.delay <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), left.current.ms);
    return () => {
      clearTimeout(timer);
      left.current.ms -= Date.now() - startedAt;
    };
  }, [toast, paused]);
}

export function ToastItem({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: () => void; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const swipe = useSwipeDismiss(itemRef, {
    axis: 'x',
    shouldDismiss: (ratio) => ratio >= TOAST_SWIPE_DISMISS_RATIO,
    onDismiss,
  });
  useAutoHide(toast, hovered || focused || swipe.dragging, onDismiss);

  return (
    <li
      ref={itemRef}
      role={toast.variant === 'error' ? 'alert' : undefined}
      data-variant={toast.variant}
      style={swipe.style}
      {...swipe.handlers}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      // pan-y: a vertical move still scrolls the page, a sideways one reaches the swipe.
      className={`pointer-events-auto flex w-full max-w-sm touch-pan-y items-start gap-3 rounded-xl border-l-4 bg-white p-4 text-sm text-ink shadow-lg transition-transform ${VARIANT_CLASS[toast.variant]}`}
    >
      <div className="min-w-0 flex-1 break-words pt-1.5">
        {toast.component ? createElement(toast.component, toast.props as never) : toast.message}
      </div>
      <Tooltip content={closeLabel} placement="bottom-end">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onDismiss}
          className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </Tooltip>
    </li>
  );
}
