'use client';

import { useCallback, useState, type RefObject } from 'react';
import { parsePlacement, pickAutoSide, type Placement, type Side } from '@/lib/ui/placement';

/**
 * Turns a SPEC 5 placement into Radix `side` and `align`. Radix has no `auto` side, so `auto`
 * measures the anchor when opening (`measure`, called from event handlers) and picks the
 * side with the most room; Radix still flips a side that does not fit.
 */
export function usePopperPlacement(placement: Placement, anchorRef: RefObject<HTMLElement | null>) {
  const { side, align } = parsePlacement(placement);
  const [autoSide, setAutoSide] = useState<Side>('bottom');
  const measure = useCallback(() => {
    const anchor = anchorRef.current;
    if (side !== 'auto' || !anchor) return;
    setAutoSide(pickAutoSide(anchor.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }));
  }, [side, anchorRef]);
  return { side: side === 'auto' ? autoSide : side, align, measure };
}
