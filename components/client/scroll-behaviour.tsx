'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollAfterNavigation } from '@/lib/client/scroll';

/**
 * SPEC 2.7: on a client navigation, scroll to the top, or to the hash anchor when present.
 * Next alone scrolls only the changed segment into view. The first render (the browser
 * handles a page load) and back/forward (the browser restores the position) are left alone.
 */
export function ScrollBehaviour() {
  const pathname = usePathname();
  // The path last handled: comparing paths (not a "first render" flag) survives StrictMode's double effects.
  const handled = useRef(pathname);
  // The path a back/forward went to, whose restored position must stay.
  const popped = useRef<string | null>(null);

  useEffect(() => {
    const onPop = () => {
      popped.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    const wasPop = popped.current === pathname;
    popped.current = null;
    if (!wasPop) scrollAfterNavigation(window.location.hash);
  }, [pathname]);

  return null;
}
