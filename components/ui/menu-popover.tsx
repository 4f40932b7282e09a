'use client';

import { useRef, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { MENU_POPOVER_HIDE_DELAY_MS } from '@/lib/ui/constants';
import type { Placement } from '@/lib/ui/placement';
import { Popover } from './popover';
import { usePopoverState } from './use-popover-state';
import { useTimeout } from './use-timeout';

export interface MenuPopoverProps {
  trigger: ReactElement;
  children: ReactNode;
  label: string;
  placement?: Placement;
  className?: string;
}

/**
 * A popover of menu links: a mouse opens it by hovering, and it hides 400 ms (SPEC 9) after
 * the pointer leaves both trigger and popover. Touch and keyboard open it with a click.
 */
export function MenuPopover({ trigger, children, label, placement = 'bottom-start', className }: MenuPopoverProps) {
  const popover = usePopoverState(placement);
  const hideTimer = useTimeout();
  const openedByHover = useRef(false);

  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hideTimer.clear();
    if (!popover.open) {
      openedByHover.current = true;
      popover.setOpen(true);
    }
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hideTimer.set(() => popover.setOpen(false), MENU_POPOVER_HIDE_DELAY_MS);
  };

  return (
    <Popover
      state={popover}
      trigger={trigger}
      label={label}
      className={className}
      triggerProps={{
        onPointerEnter: enter,
        onPointerLeave: leave,
        onClick: (event) => {
          // A click on a menu the pointer has just opened keeps it open instead of toggling it shut.
          if (openedByHover.current && popover.open) event.preventDefault();
          openedByHover.current = false;
        },
      }}
      contentProps={{
        onPointerEnter: enter,
        onPointerLeave: leave,
        // Hovering must not move the keyboard focus, in or out.
        onOpenAutoFocus: (event) => openedByHover.current && event.preventDefault(),
        onCloseAutoFocus: (event) => openedByHover.current && event.preventDefault(),
      }}
    >
      {children}
    </Popover>
  );
}
