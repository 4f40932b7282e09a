'use client';

import { useCallback, useRef, useState } from 'react';
import type { Placement } from '@/lib/ui/placement';
import { usePopperPlacement } from './use-popper-placement';

/** Open state and placement of a popover; opening measures the anchor for `auto`. */
export function usePopoverState(placement: Placement) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const { side, align, measure } = usePopperPlacement(placement, anchorRef);
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next) measure();
      setOpenState(next);
    },
    [measure],
  );
  return { anchorRef, side, align, open, setOpen };
}

export type PopoverState = ReturnType<typeof usePopoverState>;
