'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';

const PANEL = 'z-[70] max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-3 text-ink shadow-lg outline-none';

type Props = ComponentProps<typeof RadixPopover.Content> & {
  /** The panel's accessible name. */
  label: string;
};

/**
 * What every popover panel shares (the kit's Popover and the menu popover): the Radix content
 * placed 8 px from its trigger, kept 8 px inside the screen, and its look; `className` adds to
 * it, and the other props (a caller's contentProps) may change the rest.
 */
export function PopoverPanel({ label, className = '', ...props }: Props) {
  return <RadixPopover.Content sideOffset={8} collisionPadding={8} aria-label={label} {...props} className={`${PANEL} ${className}`} />;
}
