'use client';

import { useEffect } from 'react';
import { prefetchDocument } from '@/lib/client/document-prefetch';

/** A same-origin link to another page of this site, from an event inside it. */
function linkTarget(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname + url.search;
}

/**
 * Prefetches a page when the pointer rests on its link or the keyboard focuses it, so the
 * click opens it at once — worth most on a slow connection. Touch gets nothing ahead: a tap
 * follows its touch at once, and phones on mobile data should not pay for guesses.
 */
export function IntentPrefetch() {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const href = linkTarget(event.target);
      if (href) void prefetchDocument(href);
    };
    const onFocus = (event: FocusEvent) => {
      const href = linkTarget(event.target);
      if (href) void prefetchDocument(href);
    };
    document.addEventListener('pointerover', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerover', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return null;
}
