'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import type { MenuPopoverController } from './use-menu-popover';
import { PopoverPanel } from './popover-panel';

/**
 * The menu popover's box (Radix Popover, placed around the trigger by reference). Not in a
 * portal: its links follow their trigger in the tab order, so Tab goes on through the menu
 * and, after the last link, to the next item, which closes the popover.
 */
export function MenuPopoverLayer({ controller, label, children, className = '' }: { controller: MenuPopoverController; label: string; children: ReactNode; className?: string }) {
  const { contentId, triggerRef, side, align, open, layerProps } = controller;
  const { onDismiss, ...contentProps } = layerProps;
  return (
    <RadixPopover.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <RadixPopover.Anchor virtualRef={triggerRef as RefObject<HTMLElement>} />
      <PopoverPanel id={contentId} side={side} align={align} label={label} {...contentProps} className={className}>
        {/* Tab goes on past the last link to what follows the trigger; Radix's focus scope would loop. */}
        <div className="contents" onKeyDown={(event) => event.key === 'Tab' && event.stopPropagation()}>
          {children}
        </div>
      </PopoverPanel>
    </RadixPopover.Root>
  );
}
