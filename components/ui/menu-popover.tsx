'use client';

import type { ReactElement, ReactNode } from 'react';
import type { Placement } from '@/lib/ui/placement';
import { cloneTrigger } from './clone-trigger';
import { MenuPopoverLayer } from './menu-popover-layer';
import { useMenuPopover } from './use-menu-popover';

export interface MenuPopoverProps {
  trigger: ReactElement;
  children: ReactNode;
  label: string;
  placement?: Placement;
  className?: string;
}

/**
 * A popover of menu links (SPEC 2.9): a mouse opens it by hovering, and it hides 400 ms
 * (SPEC 9) after the pointer leaves both trigger and popover. Touch and keyboard open it with
 * a click; Enter, Space or ArrowDown move the focus to its first link, Escape brings it back.
 * The site menu (components/site/nav-group.tsx) loads the layer on first use instead.
 */
export function MenuPopover({ trigger, children, label, placement = 'bottom-start', className }: MenuPopoverProps) {
  const menu = useMenuPopover(placement);
  return (
    <>
      {cloneTrigger(trigger, menu.triggerRef, menu.triggerProps)}
      <MenuPopoverLayer controller={menu} label={label} className={className}>
        {children}
      </MenuPopoverLayer>
    </>
  );
}
