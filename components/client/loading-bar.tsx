'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { LOADING_BAR_RESET_DELAY_MS, LOADING_BAR_TICK_MS } from '@/lib/ui/constants';
import { navigationTarget } from '@/lib/client/navigation-click';
import { useLoadingBarStore } from '@/stores/loading-bar-store';

/**
 * SPEC 2.9 and 4: a bar at the top of the page during navigation. It starts on a click on
 * a link that leaves the page and finishes when the new path is rendered; a failed
 * navigation (an unhandled rejection while loading, or `fail()` from an error boundary)
 * turns it red.
 */
export function LoadingBar({ label }: { label: string }) {
  const pathname = usePathname();
  const { progress, isVisible, error } = useLoadingBarStore();

  useEffect(() => {
    const { start, fail, reset } = useLoadingBarStore.getState();
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) start();
    };
    const onRejection = () => {
      if (useLoadingBarStore.getState().isLoading) fail();
    };
    // A page restored from the back/forward cache must not keep a half-finished bar.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    useLoadingBarStore.getState().finish();
  }, [pathname]);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!isVisible}
      data-error={error || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] transition-opacity ease-out motion-reduce:transition-none"
      style={{ opacity: isVisible ? 1 : 0, transitionDuration: `${LOADING_BAR_RESET_DELAY_MS}ms` }}
    >
      <div
        className={`h-full origin-left transition-transform ease-linear motion-reduce:transition-none ${error ? 'bg-red-600' : 'bg-brand-600'}`}
        style={{ transform: `scaleX(${progress / 100})`, transitionDuration: `${LOADING_BAR_TICK_MS}ms` }}
      />
    </div>
  );
}
