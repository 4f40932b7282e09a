'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import { useId, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DISPOSE_TIMEOUT_MS, TOOLTIP_SHOW_DELAY_MS } from '@/lib/ui/constants';
import type { Placement } from '@/lib/ui/placement';
import { usePopperPlacement } from './use-popper-placement';
import { useTimeout } from './use-timeout';

export interface TooltipProps {
  /** Plain, short text that describes the trigger; never the only way to reach information. */
  content: ReactNode;
  /** One focusable element that accepts a ref and pointer and focus handlers. */
  children: ReactElement;
  placement?: Placement;
}

/**
 * SPEC 9 tooltip: shows on hover or focus after 0 ms, hides on leave, blur or Escape, and
 * its content unmounts 1000 ms after it hides. Radix Popover places it (collision-aware);
 * no extra package.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  // Typed as Radix types the anchor; at run time it is the child element.
  const anchorRef = useRef<HTMLDivElement>(null);
  const { side, align, measure } = usePopperPlacement(placement, anchorRef);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const showTimer = useTimeout();
  const hideTimer = useTimeout();
  const disposeTimer = useTimeout();

  const reveal = () => {
    measure();
    setMounted(true);
    setOpen(true);
  };
  const show = () => {
    hideTimer.clear();
    disposeTimer.clear();
    if (TOOLTIP_SHOW_DELAY_MS > 0) showTimer.set(reveal, TOOLTIP_SHOW_DELAY_MS);
    else reveal();
  };
  const hide = () => {
    showTimer.clear();
    setOpen(false);
    disposeTimer.set(() => setMounted(false), TOOLTIP_DISPOSE_TIMEOUT_MS);
  };
  // The pointer may cross from the trigger onto the tooltip (WCAG 1.4.13): leaving one and
  // entering the other happen in the same task, so hiding waits for the next one.
  const hideSoon = () => hideTimer.set(hide, 0);
  const onHoverStart = (event: PointerEvent) => event.pointerType !== 'touch' && show();
  const onHoverEnd = (event: PointerEvent) => event.pointerType !== 'touch' && hideSoon();

  return (
    <RadixPopover.Root open={open} onOpenChange={(next) => (next ? show() : hide())}>
      <RadixPopover.Anchor
        asChild
        ref={anchorRef}
        aria-describedby={open ? id : undefined}
        onPointerEnter={onHoverStart}
        onPointerLeave={onHoverEnd}
        onFocus={show}
        onBlur={hide}
      >
        {children}
      </RadixPopover.Anchor>
      {mounted && (
        <RadixPopover.Portal forceMount>
          <RadixPopover.Content
            forceMount
            id={id}
            role="tooltip"
            side={side}
            align={align}
            collisionPadding={8}
            hidden={!open}
            // A tooltip never takes the focus.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onPointerEnter={onHoverStart}
            onPointerLeave={onHoverEnd}
            // Padding, not an offset, makes the gap: the pointer never leaves both boxes.
            className="z-[80] p-1.5"
          >
            <span className="block max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-sm text-white shadow">{content}</span>
          </RadixPopover.Content>
        </RadixPopover.Portal>
      )}
    </RadixPopover.Root>
  );
}
