'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import type { Placement } from '@/lib/ui/placement';
import { usePopoverState, type PopoverState } from './use-popover-state';
import { PopoverPanel } from './popover-panel';

export interface PopoverProps {
  /** A focusable element (usually a button) that toggles the popover. */
  trigger: ReactElement;
  children: ReactNode;
  /** The accessible name of the popover dialog. */
  label: string;
  placement?: Placement;
  /** Shared state, for wrappers that open it themselves (the menu popover). */
  state?: PopoverState;
  triggerProps?: Omit<ComponentProps<typeof RadixPopover.Trigger>, 'children' | 'asChild'>;
  contentProps?: Omit<ComponentProps<typeof RadixPopover.Content>, 'children' | 'side' | 'align'>;
  className?: string;
}

/** SPEC 2.9 popover on Radix: click or Enter toggles; Escape and an outside click close. */
export function Popover({ trigger, children, label, placement = 'auto', state, triggerProps, contentProps, className = '' }: PopoverProps) {
  const own = usePopoverState(placement);
  const { anchorRef, side, align, open, setOpen } = state ?? own;
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild ref={anchorRef} {...triggerProps}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <PopoverPanel side={side} align={align} label={label} {...contentProps} className={className}>
          {children}
        </PopoverPanel>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
