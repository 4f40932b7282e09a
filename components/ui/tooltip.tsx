'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DISPOSE_TIMEOUT_MS, TOOLTIP_SHOW_DELAY_MS } from '@/lib/ui/constants';
import { placeFloating, type Placement } from '@/lib/ui/placement';
import { cloneTrigger } from './clone-trigger';
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
 * its content unmounts 1000 ms after it hides. Small enough for public pages: it places
 * itself (lib/ui/placement.ts placeFloating) instead of loading Radix, and it is no
 * dismissable layer, so the Escape that hides it also reaches an open dialog.
 * An icon-only trigger keeps its own aria-label; the tooltip only describes it.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLElement>(null);
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
  // Keyboard focus only: a dialog opened by a click focuses its close button, and a tooltip
  // popping up there would only be noise.
  const onFocus = (event: FocusEvent) => focusVisible(event.currentTarget) && show();

  const hideRef = useRef(hide);
  useEffect(() => {
    hideRef.current = hide;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hideRef.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {cloneTrigger(children, anchorRef, { onPointerEnter: onHoverStart, onPointerLeave: onHoverEnd, onFocus, onBlur: hide, 'aria-describedby': open ? id : undefined })}
      {mounted && (
        <TooltipBox id={id} open={open} anchorRef={anchorRef} side={side} align={align} onPointerEnter={onHoverStart} onPointerLeave={onHoverEnd}>
          {content}
        </TooltipBox>
      )}
    </>
  );
}

type BoxProps = {
  id: string;
  open: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  side: ReturnType<typeof usePopperPlacement>['side'];
  align: ReturnType<typeof usePopperPlacement>['align'];
  children: ReactNode;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
};

function TooltipBox({ id, open, anchorRef, side, align, children, onPointerEnter, onPointerLeave }: BoxProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ side, top: 0, left: 0 });

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchor = anchorRef.current;
      const box = boxRef.current;
      if (!anchor || !box) return;
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setPosition(placeFloating(anchor.getBoundingClientRect(), { width: box.offsetWidth, height: box.offsetHeight }, viewport, side, align));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, side, align, anchorRef]);

  return createPortal(
    <div
      ref={boxRef}
      id={id}
      role="tooltip"
      hidden={!open}
      data-side={position.side}
      data-align={align}
      style={{ position: 'fixed', top: position.top, left: position.left }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      // Padding, not an offset, makes the gap: the pointer never leaves both boxes. A modal
      // dialog turns pointer events off on the body; the tooltip stays hoverable.
      className="pointer-events-auto z-[80] w-max max-w-xs p-1.5"
    >
      <span className="block rounded-md bg-ink px-2.5 py-1.5 text-sm text-white shadow">{children}</span>
    </div>,
    document.body,
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
