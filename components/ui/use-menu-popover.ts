'use client';

import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { MENU_POPOVER_HIDE_DELAY_MS } from '@/lib/ui/constants';
import type { Placement } from '@/lib/ui/placement';
import { usePopperPlacement } from './use-popper-placement';
import { useTimeout } from './use-timeout';

/** How the menu was opened: hover leaves the focus alone, the keyboard moves it to the first link. */
type OpenedBy = 'hover' | 'pointer' | 'keyboard';

/**
 * The state and trigger behaviour of a menu popover (SPEC 2.9), without Radix, so a page can
 * render a working trigger and load the layer (menu-popover-layer.tsx) on first use.
 * A mouse opens it by hovering and it hides 400 ms (SPEC 9) after the pointer leaves both
 * trigger and menu; a tap or a click toggles it; Enter, Space and ArrowDown open it from the keyboard.
 */
export function useMenuPopover(placement: Placement) {
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { side, align, measure } = usePopperPlacement(placement, triggerRef);
  const [open, setOpenState] = useState(false);
  const hideTimer = useTimeout();
  const openedBy = useRef<OpenedBy>('pointer');
  // A click right after a hover opened the menu keeps it open instead of toggling it shut.
  const hoverOpened = useRef(false);
  // Set when the visitor clicks or focuses elsewhere: closing then leaves the focus there.
  const leftOutside = useRef(false);

  const setOpen = useCallback(
    (next: boolean, by: OpenedBy = 'pointer') => {
      hideTimer.clear();
      if (next) {
        openedBy.current = by;
        hoverOpened.current = by === 'hover';
        leftOutside.current = false;
        measure();
      }
      setOpenState(next);
    },
    [measure, hideTimer],
  );

  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hideTimer.clear();
    if (!open) setOpen(true, 'hover');
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hideTimer.set(() => setOpenState(false), MENU_POPOVER_HIDE_DELAY_MS);
  };

  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    onPointerEnter: enter,
    onPointerLeave: leave,
    onClick: (event: MouseEvent) => {
      if (open && hoverOpened.current) {
        hoverOpened.current = false;
        return;
      }
      // Enter and Space click a button with detail 0; a mouse or a finger counts its clicks.
      setOpen(!open, event.detail === 0 ? 'keyboard' : 'pointer');
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (!open) setOpen(true, 'keyboard');
      else firstLink(contentId)?.focus();
    },
  };

  /** Radix's dismissals (Escape, a click or focus outside) and what focus does on open and close. */
  const layerProps = {
    onDismiss: () => setOpen(false),
    onPointerEnter: enter,
    onPointerLeave: leave,
    onInteractOutside: (event: Event) => {
      // The trigger toggles the menu itself; Radix would count it as outside and close first.
      if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
      else leftOutside.current = true;
    },
    onOpenAutoFocus: (event: Event) => {
      if (openedBy.current === 'pointer') return;
      event.preventDefault();
      if (openedBy.current === 'keyboard') firstLink(contentId)?.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // Escape, or a second press on the trigger, gives the focus back to the trigger.
      if (openedBy.current !== 'hover' && !leftOutside.current) triggerRef.current?.focus();
    },
  };

  return { contentId, triggerRef, side, align, open, setOpen, triggerProps, layerProps };
}

function firstLink(contentId: string): HTMLElement | null {
  return document.getElementById(contentId)?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? null;
}

export type MenuPopoverController = ReturnType<typeof useMenuPopover>;
