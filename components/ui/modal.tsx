'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { MODAL_ANIMATION_MS, MODAL_SWIPE_CLOSE_RATIO } from '@/lib/ui/constants';
import { Tooltip } from './tooltip';
import { isModalMounted, useModalState, type ModalState } from './use-modal-state';
import { useSwipeDismiss } from './use-swipe-dismiss';

interface ModalContentProps {
  title: ReactNode;
  /** The close button's accessible name, in the visitor's language. */
  closeLabel: string;
  description?: ReactNode;
  children?: ReactNode;
  /** SPEC 2.9: a click on the overlay closes the dialog unless this is false. */
  closeOnOverlay?: boolean;
  className?: string;
}

export interface ModalProps extends ModalContentProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Called with every SPEC 4 state, the first (hidden or entering) included. */
  onStateChange?: (state: ModalState) => void;
}

/** SPEC 2.9 dialog: Escape, close button, overlay, downward swipe; a bottom sheet on small screens. */
export function Modal({ open: openProp, defaultOpen = false, onOpenChange, trigger, onStateChange, ...content }: ModalProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const state = useModalState(open);
  const setOpen = useCallback(
    (next: boolean) => {
      // A swipe or Escape while it animates out must not report a second close.
      if (next === open) return;
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );

  // The latest callback without re-announcing a state when only its identity changes.
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      {/* Mounted by the state machine, not by Radix, so the leaving phase stays on screen. */}
      {isModalMounted(state) && (
        <Dialog.Portal forceMount>
          <ModalSurface {...content} state={state} onClose={() => setOpen(false)} />
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

function play(element: HTMLElement | null, keyframes: Keyframe[], fill: FillMode) {
  // jsdom has no Web Animations; visitors who ask for reduced motion get none.
  if (!element?.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  element.animate(keyframes, { duration: MODAL_ANIMATION_MS, easing: 'ease-out', fill });
}

interface SurfaceProps extends ModalContentProps {
  state: ModalState;
  onClose: () => void;
}

function ModalSurface({ state, onClose, title, closeLabel, description, children, closeOnOverlay = true, className = '' }: SurfaceProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const swipe = useSwipeDismiss(contentRef, {
    axis: 'y',
    touchOnly: true,
    shouldDismiss: (ratio) => ratio > MODAL_SWIPE_CLOSE_RATIO,
    onDismiss: onClose,
  });

  useEffect(() => {
    const leaving = state === 'leaving';
    if (state !== 'entering' && !leaving) return;
    // One keyframe on leaving: it fades from wherever a swipe left the sheet.
    play(overlayRef.current, leaving ? [{ opacity: 0 }] : [{ opacity: 0 }, { opacity: 1 }], leaving ? 'forwards' : 'none');
    play(
      contentRef.current,
      leaving ? [{ opacity: 0 }] : [{ opacity: 0, transform: 'translateY(16px)' }, { opacity: 1, transform: 'none' }],
      leaving ? 'forwards' : 'none',
    );
  }, [state]);

  return (
    <>
      <Dialog.Overlay ref={overlayRef} data-testid="modal-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        ref={contentRef}
        data-modal-state={state}
        style={swipe.style}
        {...swipe.handlers}
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus only to a Dialog.Trigger; a modal opened from code returns it too.
          const target = returnFocus.current;
          if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        onPointerDownOutside={(event) => {
          const target = event.target instanceof Element ? event.target : null;
          // A toast above the overlay is not the overlay.
          if (!closeOnOverlay || target?.closest('[data-toaster]')) event.preventDefault();
        }}
        className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] text-ink shadow-xl outline-none transition-transform sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:pb-0 ${className}`}
      >
        {/* The handle and header take the swipe on touch screens; the body keeps its own scrolling. */}
        <div className="touch-none">
          <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-gray-300 sm:hidden" />
          <div className="flex items-start gap-4 px-5 pt-3 sm:pt-5">
            <Dialog.Title className="flex-1 pt-2 text-lg font-semibold">{title}</Dialog.Title>
            <Tooltip content={closeLabel} placement="bottom-end">
              <Dialog.Close
                aria-label={closeLabel}
                className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </Tooltip>
          </div>
        </div>
        {description && <Dialog.Description className="px-5 pt-1 text-sm text-muted">{description}</Dialog.Description>}
        <div className="overflow-y-auto px-5 pb-5 pt-3">{children}</div>
      </Dialog.Content>
    </>
  );
}
