'use client';

import { useRef, useState, type CSSProperties, type PointerEvent, type RefObject } from 'react';

interface SwipeOptions {
  /** 'x': a toast, either way; 'y': a dialog, downward only. */
  axis: 'x' | 'y';
  /** Gets the swiped distance as a share of the element's width or height. */
  shouldDismiss: (ratio: number) => boolean;
  onDismiss: () => void;
  /** A mouse drag inside a dialog is text selection, not a swipe. */
  touchOnly?: boolean;
}

// A drag never starts on a control: pointer capture would retarget its click to the container.
const INTERACTIVE = 'button, a, input, textarea, select, label, [contenteditable="true"]';

/** Follows one pointer and dismisses past the threshold; a shorter swipe springs back. */
export function useSwipeDismiss<T extends HTMLElement>(ref: RefObject<T | null>, { axis, shouldDismiss, onDismiss, touchOnly }: SwipeOptions) {
  const start = useRef<{ at: number; size: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const position = (event: PointerEvent) => (axis === 'x' ? event.clientX : event.clientY);
  const clamp = (delta: number) => (axis === 'y' ? Math.max(0, delta) : delta);

  const onPointerDown = (event: PointerEvent<T>) => {
    const element = ref.current;
    if (!element || event.button > 0 || (touchOnly && event.pointerType === 'mouse')) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    const rect = element.getBoundingClientRect();
    start.current = { at: position(event), size: axis === 'x' ? rect.width : rect.height };
    // Keeps the moves coming when the finger leaves the element; jsdom has no pointer capture.
    element.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<T>) => {
    if (start.current) setOffset(clamp(position(event) - start.current.at));
  };

  const finish = (event: PointerEvent<T>, cancelled: boolean) => {
    const begun = start.current;
    if (!begun) return;
    start.current = null;
    setDragging(false);
    const distance = Math.abs(clamp(position(event) - begun.at));
    // The element stays where it was let go while it leaves; otherwise it springs back.
    if (!cancelled && begun.size > 0 && shouldDismiss(distance / begun.size)) onDismiss();
    else setOffset(0);
  };

  const style: CSSProperties = {
    transform: offset ? `translate${axis.toUpperCase()}(${offset}px)` : undefined,
    transition: dragging ? 'none' : undefined,
  };

  return {
    style,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<T>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<T>) => finish(event, true),
    },
  };
}
